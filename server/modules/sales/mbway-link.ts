// Where a sale's MB WAY payment link points, below the server's public URL: the domain makes
// the links, the payment page (pages/payment-page.ts) answers them.
export const MBWAY_PATH = "payments/mbway";
