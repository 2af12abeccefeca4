// Phase 5, oracles: business invariants checked on the answers, not only their shape. Totals
// recomputed from the lines (per-rate VAT, discounts, withholding, exchange rate);
// `sales/summary` equal to `sales/create` for the same body; numbers contiguous per type and
// series under the runner's own concurrent creates; finished documents that never change;
// receipts that never settle more than the open balance; open accounts equal to invoices less
// credit notes less receipts. Without --allow-writes only the summaries are checked.
import { cents, dec, Dec } from "../decimal.ts";
import type { CaseRecorder, PhaseRecorder } from "../results.ts";
import type { CallResult, Expectation, Session } from "../session.ts";
import type { Operation } from "../spec.ts";
import { expectedTotals, type OracleDocument, type OracleLine, type VatType } from "../oracles/totals.ts";
import { lisbon, randomNif } from "../inputs.ts";
import type { Random } from "../random.ts";

type Row = Record<string, unknown>;

interface Fixtures {
  customer?: Row;
  service?: Row;
  goods?: Row;
  vats: { id: number; tax: string }[];
}

/** Fields of a finished document that may never change. */
const FISCAL = [
  "number",
  "document_number",
  "atcud",
  "issue_date",
  "due_date",
  "serie_id",
  "document_type_id",
  "status",
  "gross_total",
  "total_discount",
  "net_total",
  "total_base_vat",
  "total_vat",
  "total_shipping",
  "total_services",
  "grand_total",
  "final_discount_financial",
  "final_discount_global",
  "final_discount_value",
  "customer_id",
  "customer_name",
  "customer_vat_number",
  "customer_country",
  "customer_city",
  "customer_address",
  "customer_postal_code",
  "company_name",
  "company_vat_number",
  "currency_id",
  "currency_exchange",
  "vat_type",
  "hash_characters",
  "irs_retention_apply",
  "irs_retention_base",
  "irs_retention_total",
  "irs_retention_tax",
] as const;
const FISCAL_LINE = [
  "item_id",
  "price",
  "quantity",
  "discount",
  "gross_total",
  "net_total",
  "total_base_vat",
  "total_vat",
  "total_discount",
  "grand_total",
  "vat_id",
  "item_description",
] as const;

function fiscalView(sale: Row): Row {
  const view: Row = {};
  for (const f of FISCAL) if (f in sale) view[f] = normal(sale[f]);
  view.items = Array.isArray(sale.items)
    ? (sale.items as Row[]).map((l) =>
        Object.fromEntries(FISCAL_LINE.filter((f) => f in l).map((f) => [f, normal(l[f])])),
      )
    : undefined;
  view.vats = Array.isArray(sale.vats)
    ? (sale.vats as Row[]).map((v) => ({
        vat_tax: normal(v.vat_tax),
        total_base_vat: normal(v.total_base_vat),
        total_vat: normal(v.total_vat),
      }))
    : undefined;
  return view;
}

/** Amounts compare as decimals whether sent as strings or numbers. */
function normal(v: unknown): unknown {
  const d = typeof v === "string" || typeof v === "number" ? dec(v) : undefined;
  return d ? d.toFixed() : v;
}

/** The ID a create answer carries (`id`, or `data.id`). */
function idOf(body: unknown): number | undefined {
  const o = body as Row | undefined;
  const id = o?.id ?? (o?.data as Row | undefined)?.id;
  return typeof id === "number" ? id : undefined;
}

function diff(a: Row, b: Row, prefix = ""): string[] {
  const out: string[] = [];
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[k];
    const y = b[k];
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) out.push(`${prefix}${k}: ${x.length} entries, then ${y.length}`);
      else x.forEach((e, i) => out.push(...diff(e as Row, y[i] as Row, `${prefix}${k}[${i}].`)));
    } else if (JSON.stringify(x) !== JSON.stringify(y))
      out.push(`${prefix}${k}: ${JSON.stringify(x)}, then ${JSON.stringify(y)}`);
  }
  return out;
}

class Oracles {
  readonly fixtures: Fixtures = { vats: [] };
  private readonly random: Random;
  private readonly today = lisbon(new Date()).date;

  constructor(
    readonly session: Session,
    readonly phase: PhaseRecorder,
  ) {
    this.random = session.random.fork("oracles");
  }

  op(id: string): Operation {
    const op = this.session.spec.operation(`v1.${id}`);
    if (!op) throw new Error(`the v1 document has no ${id}`);
    return op;
  }

  async send(
    kase: CaseRecorder,
    id: string,
    body: Row,
    expect: Expectation,
    options: { pathId?: number; label?: string } = {},
  ): Promise<CallResult> {
    const op = this.op(id);
    const path = op.path.replace(/\{\w+\}/g, String(options.pathId ?? 0));
    return this.session.call(kase, { generation: "v1", operation: op, path, body }, expect, {
      label: options.label ?? id,
    });
  }

  fail(kase: CaseRecorder, check: string, message: string, call?: CallResult): void {
    const s = this.session;
    kase.fail({
      check,
      message,
      operation: call ? call.exchange.request.operation?.key : undefined,
      ...(call ? { ...s.transport.record(call.exchange), curl: s.transport.curl(call.exchange) } : {}),
    });
  }

  get writes(): boolean {
    return this.session.options.allowWrites;
  }

  async prepare(kase: CaseRecorder): Promise<boolean> {
    const vats = await this.send(kase, "VatRates_list", {}, { kind: "success" });
    for (const v of ((vats.body as Row)?.data as Row[] | undefined) ?? []) {
      if (v.saft_region === "PT" && typeof v.id === "number" && dec(v.tax)?.greaterThan(0))
        this.fixtures.vats.push({ id: v.id, tax: String(v.tax) });
    }
    if (this.fixtures.vats.length === 0) {
      kase.skip("no mainland VAT rate above 0% to compute with");
      return false;
    }
    if (this.writes) {
      const tag = this.session.tag;
      const nif = randomNif(this.random);
      const customer = await this.send(
        kase,
        "Customers_create",
        {
          name: `Oráculo ${tag}`,
          vat_number: nif,
          type: "Empresarial",
          vat_type: "Debitar IVA",
          country: "Portugal",
          address: "Rua do Oráculo, 1",
          city: "Porto",
          postal_code: "4000-001",
        },
        { kind: "success" },
      );
      if (customer.ok)
        this.fixtures.customer = {
          id: idOf(customer.body),
          vat_number: nif,
          address: "Rua do Oráculo, 1",
          city: "Porto",
          postal_code: "4000-001",
          country: "Portugal",
        };
      const vat = this.fixtures.vats[0]!.id;
      const service = await this.send(
        kase,
        "Items_create",
        { reference: `OS${tag}`, description: `Serviço oráculo ${tag}`, unit: "UN", vat, type: "Serviços" },
        { kind: "success" },
      );
      if (service.ok) this.fixtures.service = { id: idOf(service.body), type: "Serviços" };
      const goods = await this.send(
        kase,
        "Items_create",
        { reference: `OG${tag}`, description: `Embalagem oráculo ${tag}`, unit: "UN", vat, type: "Embalagens" },
        { kind: "success" },
      );
      if (goods.ok) this.fixtures.goods = { id: idOf(goods.body), type: "Embalagens" };
    } else {
      const items = await this.send(kase, "Items_list", {}, { kind: "success" });
      for (const item of ((items.body as Row)?.data as Row[] | undefined) ?? []) {
        if (item.type === "Serviços") this.fixtures.service ??= item;
        else if (item.type !== "Mercadorias") this.fixtures.goods ??= item;
      }
    }
    if (!this.fixtures.service && !this.fixtures.goods) {
      kase.skip(
        this.writes
          ? "the fixture items could not be created"
          : "account A has no item outside stock control to compute with (writes are not allowed to create one)",
      );
      return false;
    }
    return true;
  }

  /** A random document: 1 to 4 lines, discounts, sometimes a global discount, withholding, VAT included, an exchange rate. */
  document(random: Random): { doc: OracleDocument; items: Row[] } {
    const lines: OracleLine[] = [];
    const items: Row[] = [];
    const n = random.int(1, 4);
    for (let i = 0; i < n; i++) {
      const item = random.chance(0.5)
        ? (this.fixtures.service ?? this.fixtures.goods)!
        : (this.fixtures.goods ?? this.fixtures.service)!;
      const vat = random.pick(this.fixtures.vats);
      const price = (random.int(50, 40_000) / 100 + (random.chance(0.3) ? random.int(1, 9) / 1000 : 0))
        .toFixed(3)
        .replace(/0$/, "");
      const quantity = random.chance(0.7) ? String(random.int(1, 12)) : (random.int(1, 40) / 4).toFixed(2);
      const discount = random.pick(["0", "0", "5", "10", "12.5", "33"]);
      lines.push({ price, quantity, discount, vatTax: vat.tax, isService: item.type === "Serviços" });
      items.push({ id: item.id, price, quantity, discount, vat: vat.id });
    }
    const doc: OracleDocument = {
      vatType: random.chance(0.25) ? "IVA incluído" : "Debitar IVA",
      lines,
      globalDiscount: random.chance(0.3) ? random.pick(["2", "5", "7.5"]) : "0",
      irsRetentionTax: random.chance(0.3) && lines.some((l) => l.isService) ? "25" : "0",
      currencyExchange: "1",
    };
    return { doc, items };
  }

  body(doc: OracleDocument, items: Row[], extra: Row = {}): Row {
    const c = this.fixtures.customer;
    return {
      issue_date: this.today,
      document_type: "Factura",
      vat_type: doc.vatType,
      final_discount_global: doc.globalDiscount,
      irs_retention_tax: doc.irsRetentionTax,
      items,
      status: "Terminado",
      ...(c
        ? {
            customer: c.id,
            vat_number: c.vat_number,
            address: c.address,
            city: c.city,
            postal_code: c.postal_code,
            country: c.country,
          }
        : {}),
      ...extra,
    };
  }

  /** The answer's totals against the recomputation. */
  checkTotals(kase: CaseRecorder, call: CallResult, doc: OracleDocument, what: string): void {
    const data = (call.body as Row | undefined)?.data as Row | undefined;
    if (!call.ok || !data) return;
    const e = expectedTotals(doc);
    const problems: string[] = [];
    const same = (field: string, expected: Dec) => {
      const got = dec(data[field]);
      if (!got || !got.equals(expected))
        problems.push(`${field} ${String(data[field])}, recomputed ${expected.toFixed(2)}`);
    };
    same("total_base_vat", e.totalBaseVat);
    same("total_vat", e.totalVat);
    same("grand_total", e.grandTotal);
    if (doc.irsRetentionTax !== "0") same("irs_retention_total", e.irsRetentionTotal);
    if ("grand_total_with_currency_exchange" in data)
      same("grand_total_with_currency_exchange", e.grandTotalWithCurrencyExchange);
    for (const row of (data.vats as Row[] | undefined) ?? []) {
      const rate = dec(row.vat_tax);
      const want = rate ? e.vats.get(rate.toFixed(2)) : undefined;
      if (!want) problems.push(`a VAT row at ${String(row.vat_tax)}% no line has`);
      else {
        if (!dec(row.total_base_vat)?.equals(want.base))
          problems.push(
            `base at ${String(row.vat_tax)}% ${String(row.total_base_vat)}, recomputed ${want.base.toFixed(2)}`,
          );
        if (!dec(row.total_vat)?.equals(want.vat))
          problems.push(`VAT at ${String(row.vat_tax)}% ${String(row.total_vat)}, recomputed ${want.vat.toFixed(2)}`);
      }
    }
    ((data.items as Row[] | undefined) ?? []).forEach((line, i) => {
      const want = e.lines[i];
      if (!want) return;
      if (!dec(line.gross_total)?.equals(want.gross))
        problems.push(`line ${i + 1} gross_total ${String(line.gross_total)}, recomputed ${want.gross.toFixed(2)}`);
      if (!dec(line.total_discount)?.equals(want.discount))
        problems.push(
          `line ${i + 1} total_discount ${String(line.total_discount)}, recomputed ${want.discount.toFixed(2)}`,
        );
    });
    if (problems.length > 0)
      this.fail(
        kase,
        "oracle:totals",
        `${what} (${doc.vatType}, ${doc.lines.length} lines, global discount ${doc.globalDiscount}%, withholding ${doc.irsRetentionTax}%): ${problems.join("; ")}`,
        call,
      );
  }

  async totals(): Promise<Row[]> {
    const kase = this.phase.case(
      "totals recomputed from the lines; sales/summary equals sales/create",
      "v1.Sales_summary",
    );
    const created: Row[] = [];
    const count = Number(process.env.CONTRACT_ORACLE_DOCUMENTS ?? (this.writes ? 4 : 6));
    for (let i = 0; i < count; i++) {
      const random = this.random.fork(`totals-${i}`);
      const { doc, items } = this.document(random);
      const body = this.body(doc, items);
      const summary = await this.send(kase, "Sales_summary", body, { kind: "success" }, { label: `summary ${i + 1}` });
      this.checkTotals(kase, summary, doc, `sales/summary ${i + 1}`);
      if (!this.writes || !this.fixtures.customer) continue;
      const create = await this.send(kase, "Sales_create", body, { kind: "success" }, { label: `create ${i + 1}` });
      this.checkTotals(kase, create, doc, `sales/create ${i + 1}`);
      const s = (summary.body as Row | undefined)?.data as Row | undefined;
      const c = (create.body as Row | undefined)?.data as Row | undefined;
      if (s && c) {
        const fields = [
          "gross_total",
          "total_discount",
          "net_total",
          "total_base_vat",
          "total_vat",
          "total_shipping",
          "total_services",
          "grand_total",
          "irs_retention_base",
          "irs_retention_total",
        ];
        const differences = fields
          .filter((f) => f in s && f in c && normal(s[f]) !== normal(c[f]))
          .map((f) => `${f}: summary ${String(s[f])}, create ${String(c[f])}`);
        const rows = (d: Row) =>
          JSON.stringify(
            ((d.vats as Row[]) ?? []).map((v) => [normal(v.vat_tax), normal(v.total_base_vat), normal(v.total_vat)]),
          );
        if (rows(s) !== rows(c)) differences.push(`VAT rows: summary ${rows(s)}, create ${rows(c)}`);
        if (differences.length > 0)
          this.fail(
            kase,
            "oracle:summary-equals-create",
            `the same body gives different totals: ${differences.join("; ")}`,
            create,
          );
        created.push(c);
      }
    }
    kase.finish();
    return created;
  }

  /** Numbers contiguous per type and series: one create, then several at once, then one more. */
  async numbering(): Promise<void> {
    const kase = this.phase.case("numbers contiguous per type and series under concurrent creates", "v1.Sales_create");
    if (!this.writes || !this.fixtures.customer)
      return kase.skip(this.writes ? "no fixture customer" : "writes need --allow-writes");
    const simple = () =>
      this.body(
        { vatType: "Debitar IVA", lines: [], globalDiscount: "0", irsRetentionTax: "0", currencyExchange: "1" },
        [
          {
            id: (this.fixtures.service ?? this.fixtures.goods)!.id,
            price: "10.00",
            quantity: "1",
            discount: "0",
            vat: this.fixtures.vats[0]!.id,
          },
        ],
      );
    const calls: CallResult[] = [];
    calls.push(await this.send(kase, "Sales_create", simple(), { kind: "success" }, { label: "first" }));
    calls.push(
      ...(await Promise.all(
        [1, 2, 3, 4, 5].map((i) =>
          this.send(kase, "Sales_create", simple(), { kind: "success" }, { label: `concurrent ${i}` }),
        ),
      )),
    );
    calls.push(await this.send(kase, "Sales_create", simple(), { kind: "success" }, { label: "last" }));
    const docs = calls
      .map((c) => (c.body as Row | undefined)?.data as Row | undefined)
      .filter((d): d is Row => !!d && typeof d.number === "number");
    if (docs.length < 2) return kase.finish();
    const bySeries = new Map<string, Row[]>();
    for (const d of docs)
      bySeries.set(`${String(d.document_type_id)}/${String(d.serie_id)}`, [
        ...(bySeries.get(`${String(d.document_type_id)}/${String(d.serie_id)}`) ?? []),
        d,
      ]);
    for (const list of bySeries.values()) {
      const numbers = list.map((d) => d.number as number).sort((a, b) => a - b);
      const duplicates = numbers.filter((n, i) => numbers.indexOf(n) !== i);
      if (duplicates.length > 0)
        this.fail(
          kase,
          "oracle:numbering",
          `number(s) ${duplicates.join(", ")} given to two documents of the same type and series`,
        );
      const sample = list[0]!;
      const prefix = String(sample.document_number ?? "").replace(new RegExp(`${String(sample.number)}$`), "");
      for (let n = numbers[0]!; n <= numbers[numbers.length - 1]!; n++) {
        if (numbers.includes(n)) continue;
        // Another client may have taken the number meanwhile: it must exist as a document.
        const found = await this.send(
          kase,
          "Sales_find",
          { value: `${prefix}${n}`, search_in: "Document Number" },
          { kind: "any" },
          { label: `look for ${prefix}${n}` },
        );
        if (!found.ok)
          this.fail(
            kase,
            "oracle:numbering",
            `numbers of ${prefix.trim()} jump: ${numbers.join(", ")}; ${prefix}${n} was given to no document`,
            found,
          );
      }
    }
    kase.finish();
  }

  /** A finished document reads the same after reads, a customer change, a refused update and a download. */
  async immutability(created: Row[]): Promise<void> {
    const kase = this.phase.case("finished documents never change", "v1.Sales_find");
    const original = created.find((c) => c.status === "Terminado" && typeof c.id === "number");
    if (!original || !this.fixtures.customer)
      return kase.skip(this.writes ? "no finished document to read" : "writes need --allow-writes");
    const id = original.id as number;
    const expected = fiscalView(original);
    const read = async (label: string) => {
      const r = await this.send(kase, "Sales_find", { value: id, search_in: "ID" }, { kind: "success" }, { label });
      const data = (r.body as Row | undefined)?.data as Row | undefined;
      if (!data) return;
      const changes = diff(expected, fiscalView(data));
      if (changes.length > 0)
        this.fail(
          kase,
          "oracle:immutable",
          `finished document #${id} ${label} differs from what sales/create answered: ${changes.slice(0, 6).join("; ")}`,
          r,
        );
    };
    await read("read back");
    if (typeof original.document_number === "string") {
      const r = await this.send(
        kase,
        "Sales_find",
        { value: original.document_number, search_in: "Document Number" },
        { kind: "success" },
        { label: "found by number" },
      );
      const data = (r.body as Row | undefined)?.data as Row | undefined;
      if (data && diff(expected, fiscalView(data)).length > 0)
        this.fail(
          kase,
          "oracle:immutable",
          `finished document ${original.document_number} found by number differs: ${diff(expected, fiscalView(data)).slice(0, 6).join("; ")}`,
          r,
        );
    }
    const c = this.fixtures.customer;
    await this.send(
      kase,
      "Customers_update",
      {
        name: `Oráculo ${this.session.tag}`,
        vat_number: c.vat_number,
        type: "Empresarial",
        vat_type: "Debitar IVA",
        country: "Portugal",
        address: "Avenida Nova, 99",
        city: "Lisboa",
        postal_code: "1000-001",
      },
      { kind: "success" },
      { pathId: c.id as number, label: "the customer moves" },
    );
    await read("after its customer changed");
    await this.send(
      kase,
      "Sales_update",
      {
        ...this.body(
          { vatType: "Debitar IVA", lines: [], globalDiscount: "0", irsRetentionTax: "0", currencyExchange: "1" },
          [
            {
              id: (this.fixtures.service ?? this.fixtures.goods)!.id,
              price: "1.00",
              quantity: "1",
              vat: this.fixtures.vats[0]!.id,
            },
          ],
        ),
      },
      { kind: "refusal" },
      { pathId: id, label: "update of a finished document" },
    );
    await read("after a refused update");
    await this.send(kase, "Sales_download", {}, { kind: "success" }, { pathId: id, label: "download" });
    await read("after a download");
    kase.finish();
  }

  private async openBalance(
    kase: CaseRecorder,
    customerId: number,
    label: string,
  ): Promise<{ total: Dec; bySale: Map<number, Dec> } | undefined> {
    const r = await this.send(kase, "Customers_accountsOpen", {}, { kind: "success" }, { pathId: customerId, label });
    const data = (r.body as Row | undefined)?.data;
    if (!Array.isArray(data)) return undefined;
    let total = new Dec(0);
    const bySale = new Map<number, Dec>();
    for (const e of data as Row[]) {
      const debit = dec(e.debit);
      const credit = dec(e.credit);
      const balance = dec(e.balance);
      if (debit && credit && balance && !balance.equals(debit.minus(credit)))
        this.fail(
          kase,
          "oracle:open-accounts",
          `entry of sale #${String(e.sale_id)}: balance ${balance} ≠ debit ${debit} − credit ${credit}`,
          r,
        );
      if (balance) {
        total = total.plus(balance);
        bySale.set(e.sale_id as number, balance);
      }
    }
    return { total, bySale };
  }

  private async newCustomer(kase: CaseRecorder, label: string): Promise<Row | undefined> {
    const nif = randomNif(this.random);
    const r = await this.send(
      kase,
      "Customers_create",
      {
        name: `${label} ${this.session.tag}`,
        vat_number: nif,
        type: "Empresarial",
        vat_type: "Debitar IVA",
        country: "Portugal",
        address: "Rua das Contas, 5",
        city: "Braga",
        postal_code: "4700-001",
      },
      { kind: "success" },
      { label: "customer" },
    );
    return r.ok
      ? {
          id: idOf(r.body),
          vat_number: nif,
          address: "Rua das Contas, 5",
          city: "Braga",
          postal_code: "4700-001",
          country: "Portugal",
        }
      : undefined;
  }

  private async invoice(
    kase: CaseRecorder,
    customer: Row,
    price: string,
    label: string,
    extra: Row = {},
  ): Promise<Row | undefined> {
    const item = (this.fixtures.goods ?? this.fixtures.service)!;
    const saved = this.fixtures.customer;
    this.fixtures.customer = customer;
    const body = this.body(
      { vatType: "Debitar IVA", lines: [], globalDiscount: "0", irsRetentionTax: "0", currencyExchange: "1" },
      [{ id: item.id, price, quantity: "2", discount: "0", vat: this.fixtures.vats[0]!.id }],
      extra,
    );
    this.fixtures.customer = saved;
    const r = await this.send(kase, "Sales_create", body, { kind: "success" }, { label });
    return (r.body as Row | undefined)?.data as Row | undefined;
  }

  private receiptBody(customer: Row, sales: Row[]): Row {
    return {
      issue_date: this.today,
      receipt_date: this.today,
      document_type: "Recibo de Cliente",
      customer: customer.id,
      vat_number: customer.vat_number,
      address: customer.address,
      city: customer.city,
      postal_code: customer.postal_code,
      country: customer.country,
      payment_method: "Numerário",
      sales,
      status: "Terminado",
    };
  }

  /** Receipts settle at most what is open: a partial receipt, one above the rest (refused), the rest, then nothing more. */
  async receipts(): Promise<void> {
    const kase = this.phase.case("receipts never settle more than the open balance", "v1.Receipts_create");
    if (!this.writes || !this.fixtures.vats.length) return kase.skip("writes need --allow-writes");
    const customer = await this.newCustomer(kase, "Recibos");
    if (!customer) return kase.finish();
    const inv = await this.invoice(kase, customer, "30.37", "invoice");
    const total = dec(inv?.grand_total);
    if (!inv || !total) return kase.finish();
    const part = cents(total.dividedBy(3));
    const open0 = await this.openBalance(kase, customer.id as number, "open before any receipt");
    if (open0 && !open0.total.equals(total))
      this.fail(kase, "oracle:open-accounts", `after an invoice of ${total}, the open balance is ${open0.total}`);
    await this.send(
      kase,
      "Receipts_create",
      this.receiptBody(customer, [{ id: inv.id, total_paid: part.toFixed(2) }]),
      { kind: "success" },
      { label: `receipt of ${part.toFixed(2)}` },
    );
    const over = await this.send(
      kase,
      "Receipts_create",
      this.receiptBody(customer, [{ id: inv.id, total_paid: total.toFixed(2) }]),
      { kind: "any" },
      { label: `receipt of ${total.toFixed(2)} with ${total.minus(part).toFixed(2)} open` },
    );
    if (over.ok)
      this.fail(
        kase,
        "oracle:receipts",
        `a receipt of ${total.toFixed(2)} was accepted with only ${total.minus(part).toFixed(2)} open on ${String(inv.document_number)}`,
        over,
      );
    const open1 = await this.openBalance(kase, customer.id as number, "open after a partial receipt");
    const expectedOpen = over.ok ? total.minus(part).minus(total) : total.minus(part);
    if (open1 && !open1.total.equals(expectedOpen))
      this.fail(
        kase,
        "oracle:open-accounts",
        `after receipts of ${part.toFixed(2)} on ${total.toFixed(2)}, the open balance is ${open1.total.toFixed(2)}, not ${expectedOpen.toFixed(2)}`,
      );
    await this.send(
      kase,
      "Receipts_create",
      this.receiptBody(customer, [{ id: inv.id, total_paid: total.minus(part).toFixed(2) }]),
      { kind: "success" },
      { label: `receipt of the remaining ${total.minus(part).toFixed(2)}` },
    );
    const more = await this.send(
      kase,
      "Receipts_create",
      this.receiptBody(customer, [{ id: inv.id, total_paid: "0.01" }]),
      { kind: "any" },
      { label: "receipt of 0.01 on a settled invoice" },
    );
    if (more.ok)
      this.fail(
        kase,
        "oracle:receipts",
        `a receipt of 0.01 was accepted on ${String(inv.document_number)}, already settled`,
        more,
      );
    const open2 = await this.openBalance(kase, customer.id as number, "open after settling");
    if (open2 && !open2.total.isZero() && !over.ok && !more.ok)
      this.fail(kase, "oracle:open-accounts", `a settled invoice leaves ${open2.total.toFixed(2)} open`);
    kase.finish();
  }

  /** Open accounts = invoices − credit notes − receipts, for a customer of the run's own. */
  async openAccounts(): Promise<void> {
    const kase = this.phase.case(
      "open accounts equal invoices less credit notes less receipts",
      "v1.Customers_accountsOpen",
    );
    if (!this.writes || !this.fixtures.vats.length) return kase.skip("writes need --allow-writes");
    const customer = await this.newCustomer(kase, "Contas");
    if (!customer) return kase.finish();
    const i1 = await this.invoice(kase, customer, "41.13", "first invoice");
    const i2 = await this.invoice(kase, customer, "17.89", "second invoice");
    if (!i1 || !i2) return kase.finish();
    const line = ((i1.items as Row[] | undefined) ?? [])[0];
    const item = (this.fixtures.goods ?? this.fixtures.service)!;
    const saved = this.fixtures.customer;
    this.fixtures.customer = customer;
    const creditBody = this.body(
      { vatType: "Debitar IVA", lines: [], globalDiscount: "0", irsRetentionTax: "0", currencyExchange: "1" },
      [
        {
          id: line?.item_id ?? item.id,
          price: "41.13",
          quantity: "1",
          discount: "0",
          vat: line?.vat_id ?? this.fixtures.vats[0]!.id,
        },
      ],
      { document_type: "Nota de Crédito", sale_reference_id: i1.id, observations: "Devolução de uma unidade." },
    );
    this.fixtures.customer = saved;
    const cn = await this.send(
      kase,
      "Sales_create",
      creditBody,
      { kind: "success" },
      { label: "credit note for one unit of the first invoice" },
    );
    const credit = dec(((cn.body as Row | undefined)?.data as Row | undefined)?.grand_total) ?? new Dec(0);
    const paid = new Dec("10.00");
    const rc = await this.send(
      kase,
      "Receipts_create",
      this.receiptBody(customer, [{ id: i2.id, total_paid: paid.toFixed(2) }]),
      { kind: "success" },
      { label: "receipt of 10.00 on the second invoice" },
    );
    const invoices = dec(i1.grand_total)!.plus(dec(i2.grand_total)!);
    const expected = invoices.minus(cn.ok ? credit : 0).minus(rc.ok ? paid : 0);
    const open = await this.openBalance(kase, customer.id as number, "open account");
    if (open && !open.total.equals(expected)) {
      this.fail(
        kase,
        "oracle:open-accounts",
        `open balance ${open.total.toFixed(2)} ≠ invoices ${invoices.toFixed(2)} − credit notes ${credit.toFixed(2)} − receipts ${paid.toFixed(2)} = ${expected.toFixed(2)}`,
      );
    }
    kase.finish();
  }
}

export async function oraclesPhase(session: Session, phase: PhaseRecorder): Promise<void> {
  const oracles = new Oracles(session, phase);
  const setup = phase.case("records the oracles compute with");
  const wanted = ["Sales_summary", "Sales_create", "Sales_find", "Receipts_create", "Customers_accountsOpen"].some(
    (id) => {
      const op = session.spec.operation(`v1.${id}`);
      return op && session.selected(op);
    },
  );
  if (!wanted) return setup.skip("no oracle operation selected");
  if (!session.canCall("v1")) return setup.skip("no --api-token");
  if (!(await oracles.prepare(setup))) return;
  setup.finish();
  const created = await oracles.totals();
  await oracles.numbering();
  await oracles.immutability(created);
  await oracles.receipts();
  await oracles.openAccounts();
}

export type { VatType };
