// The payment pages: the page an MB WAY link of `sales/{id}/generate_mbway` leads to (company,
// document number, amount) at GET /payments/mbway/<token>, and an ATM's Multibanco payment at
// /payments/multibanco (entity, reference, amount). This deployment is connected to neither
// network: for a sale of a demo data set the pages simulate the payment (POST), which makes
// the sale paid and sends its paid callback; a production sale's page only shows what the
// customer would be asked to pay (modules/sales/reference-payments.ts says why).
import express, { Router, type Response } from "express";
import { Decimal } from "decimal.js";
import type { Store } from "../store/database.ts";
import type { Clock } from "../kernel/clock.ts";
import { MBWAY_PATH, mbwayPaymentRequest, payMbwayLink, payMultibancoReference } from "../modules/sales/index.ts";
import type { ReferencePaymentOutcome } from "../modules/sales/index.ts";
import { escapeHtml } from "./outbox-page.ts";

/** The path of a link below the deployment's URL; the token is 24 hexadecimal characters. */
const TOKEN = /^[0-9a-f]{24}$/;

export const MULTIBANCO_PATH = "payments/multibanco";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:32rem;color:#222}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{font-weight:600}.note{color:#666;font-size:13px}
label{display:block;margin:.4rem 0}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function noStore(res: Response): void {
  res.set({
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
}

const NOT_CONNECTED = (network: string) =>
  `<p class="note">Simulação: este servidor não está ligado ao ${escapeHtml(network)} e não processa pagamentos reais.</p>`;

/** The page that says what became of a simulated payment, with its status. */
function outcomePage(outcome: ReferencePaymentOutcome, network: string): { status: number; html: string } {
  const title = `Pagamento ${network}`;
  const answer = (status: number, text: string) => ({
    status,
    html: page(title, `<p>${text}</p>${NOT_CONNECTED(network)}`),
  });
  switch (outcome.kind) {
    case "paid":
      return answer(200, "<strong>Pagamento efetuado.</strong> O documento fica pago.");
    case "already_paid":
      return answer(409, `Este pagamento já foi efetuado (${escapeHtml(outcome.paidAt)}).`);
    case "cancelled":
      return answer(410, "<strong>Documento anulado: não há pagamento a efetuar.</strong>");
    case "production":
      return answer(
        403,
        "Os pagamentos só são simulados para documentos dos dados de demonstração; os de produção são pagos pela rede real.",
      );
    case "not_found":
      return answer(404, "Não existe um pagamento com estes dados.");
    case "ambiguous":
      return answer(
        409,
        "Mais de um documento tem esta referência e este montante: não é possível simular o pagamento.",
      );
  }
}

const MULTIBANCO_FORM = `<form method="post" action="/${MULTIBANCO_PATH}">
<label>Entidade <input name="entity" inputmode="numeric" maxlength="5" required></label>
<label>Referência <input name="reference" inputmode="numeric" maxlength="11" required></label>
<label>Montante (EUR) <input name="amount" inputmode="decimal" maxlength="12" required></label>
<button>Pagar</button></form>`;

export interface PaymentPageDeps {
  readonly store: Store;
  readonly clock: Clock;
}

/** Mount at the application root: `app.use(paymentPageRouter({ store, clock }))`. */
export function paymentPageRouter(deps: PaymentPageDeps): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "2kb", parameterLimit: 5 });

  router.get(`/${MBWAY_PATH}/:token`, async (req, res, next) => {
    try {
      noStore(res);
      const token = String(req.params.token);
      const request = await mbwayPaymentRequest(deps.store.db, token);
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
        : request.paidAt
          ? `<p><strong>Pago</strong> (${escapeHtml(request.paidAt)}).</p>`
          : `<p>Pedido de pagamento MB WAY de ${escapeHtml(request.amount)} ${escapeHtml(request.currency)}.</p>`;
      const pay =
        request.simulated && !request.cancelled && !request.paidAt
          ? `<form method="post" action="/${MBWAY_PATH}/${escapeHtml(token)}"><button>Pagar (simulação)</button></form>`
          : "";
      res
        .status(request.cancelled ? 410 : 200)
        .type("html")
        .send(page("Pagamento MB WAY", `${state}<dl>${facts}</dl>${pay}${NOT_CONNECTED("MB WAY")}`));
    } catch (err) {
      next(err);
    }
  });

  router.post(`/${MBWAY_PATH}/:token`, async (req, res, next) => {
    try {
      noStore(res);
      const token = String(req.params.token);
      const outcome: ReferencePaymentOutcome = TOKEN.test(token)
        ? await payMbwayLink(deps.store, deps.clock, `${MBWAY_PATH}/${token}`)
        : { kind: "not_found" };
      const { status, html } = outcomePage(outcome, "MB WAY");
      res.status(status).type("html").send(html);
    } catch (err) {
      next(err);
    }
  });

  router.get(`/${MULTIBANCO_PATH}`, (_req, res) => {
    noStore(res);
    res
      .type("html")
      .send(
        page(
          "Pagamento Multibanco",
          `<p>Pagamento de uma referência Multibanco, como num caixa automático (só documentos dos dados de demonstração).</p>${MULTIBANCO_FORM}${NOT_CONNECTED("Multibanco")}`,
        ),
      );
  });

  router.post(
    `/${MULTIBANCO_PATH}`,
    (req, res, next) =>
      form(req, res, (err?: unknown) => {
        if (!err) return next();
        noStore(res);
        const status = (err as { status?: number }).status === 413 ? 413 : 400;
        res
          .status(status)
          .type("html")
          .send(page("Pagamento Multibanco", `<p>O formulário não pôde ser lido.</p>${MULTIBANCO_FORM}`));
      }),
    async (req, res, next) => {
      try {
        noStore(res);
        const fields = (req.body ?? {}) as Record<string, unknown>;
        const field = (name: string) => (typeof fields[name] === "string" ? fields[name].trim() : "");
        const entity = field("entity");
        const reference = field("reference").replace(/\s/g, "");
        const amount = field("amount").replace(",", ".");
        if (
          !/^[0-9]{5}$/.test(entity) ||
          !/^[0-9]{9}$/.test(reference) ||
          !/^[0-9]{1,6}(\.[0-9]{1,2})?$/.test(amount)
        ) {
          res
            .status(400)
            .type("html")
            .send(
              page(
                "Pagamento Multibanco",
                `<p>Indique a entidade (5 algarismos), a referência (9 algarismos) e o montante (por exemplo 45,06).</p>${MULTIBANCO_FORM}`,
              ),
            );
          return;
        }
        const outcome = await payMultibancoReference(deps.store, deps.clock, {
          entity,
          reference,
          amount: new Decimal(amount),
        });
        const { status, html } = outcomePage(outcome, "Multibanco");
        res.status(status).type("html").send(html);
      } catch (err) {
        next(err);
      }
    },
  );
  return router;
}
