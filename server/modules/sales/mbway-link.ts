// Where a sale's MB WAY payment link points, below the server's public URL, and what the link
// asks to pay: the domain makes the links, the payment page (pages/payment-page.ts) shows them.
import { Decimal } from "decimal.js";
import type { Db } from "../../store/database.ts";
import { documentNumber } from "../documents/index.ts";
import { saleWithPaymentLink } from "./repository/payment-links.ts";

export const MBWAY_PATH = "payments/mbway";

/** The path of a link below the deployment's URL; the token is 24 hexadecimal characters. */
const TOKEN = /^[0-9a-f]{24}$/;

export interface MbwayPaymentRequest {
  readonly company: string;
  readonly companyVatNumber: string;
  readonly documentNumber: string | null;
  readonly amount: string;
  readonly currency: string;
  readonly issueDate: string;
  readonly cancelled: boolean;
  /** When it was paid (simulated); null while not paid. */
  readonly paidAt: string | null;
  /** Of a demo data set: the page can simulate its payment. */
  readonly simulated: boolean;
}

/** The payment request behind a token; undefined when no document has it. */
export async function mbwayPaymentRequest(db: Db, token: string): Promise<MbwayPaymentRequest | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const row = await saleWithPaymentLink(db, `${MBWAY_PATH}/${token}`);
  if (!row) return undefined;
  return {
    company: row.company_name,
    companyVatNumber: row.company_vat_number,
    documentNumber: documentNumber(row.saft_initials, row.serie, row.number),
    amount: new Decimal(row.grand_total).toFixed(2),
    currency: row.code_iso,
    issueDate: row.issue_date,
    cancelled: row.status === "Anulado",
    paidAt: row.reference_paid_at,
    simulated: row.mode === "demo",
  };
}
