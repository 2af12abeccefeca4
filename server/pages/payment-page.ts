// The page an MB WAY link of `sales/{id}/generate_mbway` leads to: a simulated payment request
// (company, document number, amount) at GET /payments/mbway/<token>. This deployment has no
// MB WAY gateway, so the page only shows what the customer would be asked to pay.
import { Router } from "express";
import { Decimal } from "decimal.js";
import type { Db } from "../store/database.ts";
import { saleWithPaymentLink } from "../modules/sales/index.ts";
import { documentNumber } from "../modules/documents/index.ts";
import { MBWAY_PATH } from "../modules/sales/index.ts";
import { escapeHtml } from "./outbox-page.ts";

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
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:32rem;color:#222}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{font-weight:600}.note{color:#666;font-size:13px}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** Mount at the application root: `app.use(paymentPageRouter(store.db))`. */
export function paymentPageRouter(db: Db): Router {
  const router = Router();
  router.get(`/${MBWAY_PATH}/:token`, async (req, res, next) => {
    try {
      res.set({
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      });
      const request = await mbwayPaymentRequest(db, String(req.params.token));
      if (!request) {
        res.status(404).type("html").send(page("MB WAY", "<p>This payment link does not exist.</p>"));
        return;
      }
      const facts = [
        ["Empresa", `${request.company} (NIF ${request.companyVatNumber})`],
        ["Documento", request.documentNumber ?? ""],
        ["Data", request.issueDate],
        ["Montante", `${request.amount} ${request.currency}`],
      ]
        .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join("");
      const state = request.cancelled
        ? `<p><strong>Documento anulado: não há pagamento a efetuar.</strong></p>`
        : `<p>Pedido de pagamento MB WAY de ${escapeHtml(request.amount)} ${escapeHtml(request.currency)}.</p>`;
      const note = `<p class="note">Simulação: este servidor não está ligado ao MB WAY e não processa pagamentos.</p>`;
      res
        .status(request.cancelled ? 410 : 200)
        .type("html")
        .send(page("Pagamento MB WAY", `${state}<dl>${facts}</dl>${note}`));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
