// The page an MB WAY link of `sales/{id}/generate_mbway` leads to: a simulated payment request
// (company, document number, amount) at GET /payments/mbway/<token>. This deployment has no
// MB WAY gateway, so the page only shows what the customer would be asked to pay.
import { Router } from "express";
import type { Db } from "../store/database.ts";
import { MBWAY_PATH, mbwayPaymentRequest } from "../modules/sales/index.ts";
import { escapeHtml } from "./outbox-page.ts";

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
