// What the oracles share: the records they compute with (a customer, a service, an item outside
// stock control, the mainland VAT rates), and the way they send requests and report what they
// find. Records are named so that the server reads them without ambiguity: VAT rates as their
// rate in text ("23.00", which the spec says names the active rate of that value, mainland
// first), never as a bare number, which could be an ID or a rate. A context speaks one
// generation (v1, or v2: the same bodies, sent with v2's verbs and answered without envelope).
import { dec } from "../decimal.ts";
import { lisbon, randomNif } from "../inputs.ts";
import type { Random } from "../random.ts";
import type { CaseRecorder } from "../results.ts";
import type { CallResult, Expectation, Session } from "../session.ts";
import type { GenerationName, Operation } from "../spec.ts";
import type { Row, SentDocument, SentLine } from "./document.ts";

/** The most a random line is worth before VAT: four of them stay under a demo document's limit. */
const LINE_GROSS_LIMIT = 1_800;

export interface Fixtures {
  customer?: Row;
  service?: Row;
  goods?: Row;
  /** Mainland rates above 0%, as the account lists them. */
  vats: { id: number; tax: string }[];
}

/** A VAT rate named by its rate, as text with a separator: never read as an ID. */
export function rateText(tax: unknown): string {
  return (dec(tax) ?? dec(0)!).toFixed(2);
}

/** The ID a create answer carries (`id`, or `data.id`). */
export function idOf(body: unknown): number | undefined {
  const o = body as Row | undefined;
  const id = o?.id ?? (o?.data as Row | undefined)?.id;
  return typeof id === "number" ? id : undefined;
}

/** The record an answer carries: in `data` (v1), or as the whole body (v2). */
export function dataOf(call: CallResult | undefined): Row | undefined {
  if (!call?.ok) return undefined;
  const d = call.exchange.request.generation === "v2" ? call.body : (call.body as Row | undefined)?.data;
  return d !== null && typeof d === "object" && !Array.isArray(d) ? (d as Row) : undefined;
}

/** The mainland standard rate, which every account invoicing in Portugal has. */
const STANDARD_RATE = "23.00";

export class OracleContext {
  readonly fixtures: Fixtures = { vats: [] };
  readonly random: Random;
  readonly today = lisbon(new Date()).date;

  constructor(
    readonly session: Session,
    readonly generation: GenerationName = "v1",
  ) {
    this.random = session.random.fork(generation === "v1" ? "oracles" : `oracles ${generation}`);
  }

  get writes(): boolean {
    return this.session.options.allowWrites;
  }

  op(id: string): Operation {
    const op = this.session.spec.operation(`${this.generation}.${id}`);
    if (!op) throw new Error(`the ${this.generation} document has no ${id}`);
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
    return this.session.call(kase, { generation: this.generation, operation: op, path, body }, expect, {
      label: options.label ?? id,
    });
  }

  fail(kase: CaseRecorder, check: string, message: string, call?: CallResult): void {
    const t = this.session.transport;
    kase.fail({
      check,
      message,
      operation: call ? call.exchange.request.operation?.key : undefined,
      ...(call ? { ...t.record(call.exchange), curl: t.curl(call.exchange) } : {}),
    });
  }

  /** The records the oracles compute with; false (the case skipped with the reason) when there are none. */
  async prepare(kase: CaseRecorder): Promise<boolean> {
    if (this.generation === "v2") return this.prepareV2(kase);
    const vats = await this.send(kase, "VatRates_list", {}, { kind: "success" });
    for (const v of ((vats.body as Row)?.data as Row[] | undefined) ?? []) {
      if (v.saft_region === "PT" && v.active !== false && typeof v.id === "number" && dec(v.tax)?.greaterThan(0))
        this.fixtures.vats.push({ id: v.id, tax: String(v.tax) });
    }
    if (this.fixtures.vats.length === 0) {
      kase.skip("no active mainland VAT rate above 0% to compute with");
      return false;
    }
    if (this.writes) {
      this.fixtures.customer = await this.newCustomer(kase, "Oráculo");
      const tag = this.session.tag;
      const vat = rateText(this.fixtures.vats[0]!.tax);
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

  /**
   * v2 lists neither VAT rates nor items, so its records are made: a customer, a service and
   * an item outside stock control at the standard rate (their creation proves the rate active),
   * and the documents use that rate alone (v1's oracles mix the account's rates).
   */
  private async prepareV2(kase: CaseRecorder): Promise<boolean> {
    if (!this.writes) {
      kase.skip("v2 lists no items to compute with: writes are needed to create them (--allow-writes)");
      return false;
    }
    this.fixtures.customer = await this.newCustomer(kase, "Oráculo v2");
    const tag = this.session.tag;
    for (const [key, type, reference, description] of [
      ["service", "Serviços", `OS2${tag}`, `Serviço oráculo v2 ${tag}`],
      ["goods", "Embalagens", `OG2${tag}`, `Embalagem oráculo v2 ${tag}`],
    ] as const) {
      const r = await this.send(
        kase,
        "Items_create",
        { reference, description, unit: "UN", vat: STANDARD_RATE, type },
        { kind: "success" },
      );
      const id = idOf(r.body);
      if (r.ok && id !== undefined) this.fixtures[key] = { id, type };
    }
    if (!this.fixtures.service && !this.fixtures.goods) {
      kase.skip("the fixture items could not be created");
      return false;
    }
    this.fixtures.vats.push({ id: 0, tax: STANDARD_RATE });
    return true;
  }

  /** A customer of the run's own, with a tax number no other record has. */
  async newCustomer(kase: CaseRecorder, label: string): Promise<Row | undefined> {
    const nif = randomNif(this.random);
    const fields = {
      vat_number: nif,
      address: `Rua ${label}, 5`,
      city: "Braga",
      postal_code: "4700-001",
      country: "Portugal",
    };
    const r = await this.send(
      kase,
      "Customers_create",
      { name: `${label} ${this.session.tag}`, type: "Empresarial", vat_type: "Debitar IVA", ...fields },
      { kind: "success" },
      { label: `customer ${label}` },
    );
    const id = idOf(r.body);
    return r.ok && id !== undefined ? { id, ...fields } : undefined;
  }

  /** The item a line sells: a service or an item outside stock control. */
  item(service: boolean): Row {
    return (service ? (this.fixtures.service ?? this.fixtures.goods) : (this.fixtures.goods ?? this.fixtures.service))!;
  }

  /** A simple line at the first mainland rate. */
  line(price: string, quantity = "1", discount = "0"): SentLine {
    const item = this.item(false);
    return {
      itemId: item.id as number,
      price,
      quantity,
      discount,
      vat: rateText(this.fixtures.vats[0]!.tax),
      isService: item.type === "Serviços",
    };
  }

  /** A random document (under the demo data sets' total limit): 1 to 4 lines, discounts, sometimes a global discount, withholding, VAT included. */
  document(random: Random): SentDocument {
    const lines: SentLine[] = [];
    const n = random.int(1, 4);
    for (let i = 0; i < n; i++) {
      const item = this.item(random.chance(0.5));
      const vat = random.pick(this.fixtures.vats);
      const price = (random.int(50, 40_000) / 100 + (random.chance(0.3) ? random.int(1, 9) / 1000 : 0))
        .toFixed(3)
        .replace(/0$/, "");
      const drawn = random.chance(0.7) ? String(random.int(1, 12)) : (random.int(1, 40) / 4).toFixed(2);
      // A demo data set refuses a document over 10,000.00 EUR (sale.demo.total_exceeded): four
      // lines of at most 1,800 each stay below it with any VAT rate.
      const most = Math.floor(LINE_GROSS_LIMIT / Number(price));
      const quantity = Number(drawn) > most ? String(most) : drawn;
      const discount = random.pick(["0", "0", "5", "10", "12.5", "33"]);
      lines.push({
        itemId: item.id as number,
        price,
        quantity,
        discount,
        vat: rateText(vat.tax),
        isService: item.type === "Serviços",
      });
    }
    return {
      vatType: random.chance(0.25) ? "IVA incluído" : "Debitar IVA",
      lines,
      globalDiscount: random.chance(0.3) ? random.pick(["2", "5", "7.5"]) : "0",
      irsRetentionTax: random.chance(0.3) && lines.some((l) => l.isService) ? "25" : "0",
      currencyExchange: "1",
    };
  }

  /** A document with one line, at the first mainland rate. */
  simple(price: string, quantity = "1"): SentDocument {
    return {
      vatType: "Debitar IVA",
      lines: [this.line(price, quantity)],
      globalDiscount: "0",
      irsRetentionTax: "0",
      currencyExchange: "1",
    };
  }

  /** The body of sales/create and sales/summary for a document, to the customer given (else the fixture's). */
  body(doc: SentDocument, extra: Row = {}, customer: Row | undefined = this.fixtures.customer): Row {
    return {
      issue_date: this.today,
      document_type: "Factura",
      vat_type: doc.vatType,
      final_discount_global: doc.globalDiscount,
      irs_retention_tax: doc.irsRetentionTax,
      items: doc.lines.map((l) => ({
        id: l.itemId,
        price: l.price,
        quantity: l.quantity,
        discount: l.discount,
        vat: l.vat,
      })),
      status: "Terminado",
      ...(customer
        ? {
            customer: customer.id,
            vat_number: customer.vat_number,
            address: customer.address,
            city: customer.city,
            postal_code: customer.postal_code,
            country: customer.country,
          }
        : {}),
      ...extra,
    };
  }

  /** A finished invoice of `quantity` × `price` to a customer; its record, or undefined. */
  async invoice(kase: CaseRecorder, customer: Row, price: string, label: string): Promise<Row | undefined> {
    const r = await this.send(
      kase,
      "Sales_create",
      this.body(this.simple(price, "2"), {}, customer),
      { kind: "success" },
      { label },
    );
    return dataOf(r);
  }
}
