// v1 customers adapter: wire <-> domain for the customer operations.
import type { components, operations } from "../../../generated/types/v1.ts";
import type { CustomersHandlers } from "../../../generated/types/v1-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { customerOpenEntries, openEntries } from "../sales/index.ts";
import { openAccountEntryViews, type OpenAccountEntryView } from "../sales/index.ts";
import { emailStatement, statementPdf } from "../sales/index.ts";
import { fileUrl } from "../files/index.ts";
import { accountOpenOut, flag, saleOut } from "../../http/v1/sale-records.ts";
import { bool, decimal, decimalOut, int, mixed, text } from "../../http/wire.ts";
import {
  createCustomer,
  deleteCustomer,
  findCustomers,
  customerView,
  loadCustomer,
  listCustomers,
  updateCustomer,
  type CustomerInput,
  type CustomerView,
} from "./customers.ts";
import {
  currencyOut,
  employeeOut,
  maybe,
  paymentConditionOut,
  paymentMethodOut,
  priceOut,
  shippingModeOut,
  vatExemptionOut,
} from "../../http/v1/records.ts";

type S = components["schemas"];

/** A create or update body without its credentials (v2 maps its own to this). */
export type CustomerBody =
  Omit<S["CustomerCreateRequest"], "api_token"> | Omit<S["CustomerUpdateRequest"], "api_token">;

export function customerInput(body: CustomerBody): CustomerInput {
  return {
    code: text(body.code),
    name: body.name,
    vatNumber: text(body.vat_number),
    country: text(body.country),
    address: text(body.address),
    city: text(body.city),
    postalCode: text(body.postal_code),
    email: text(body.email),
    telephone: text(body.telephone),
    mobile: text(body.mobile),
    currency: mixed(body.currency),
    paymentMethod: mixed(body.payment_method),
    paymentCondition: mixed(body.payment_condition),
    shippingMode: mixed(body.shipping_mode),
    price: mixed(body.price),
    employee: mixed(body.employee),
    type: body.type,
    vatType: body.vat_type,
    vatExemption: mixed(body.vat_exemption),
    irsRetentionTax: body.irs_retention_tax === "" ? null : decimal(body.irs_retention_tax, "irs_retention_tax", 2),
    observations: text(body.observations),
    contact: text(body.contact),
    otherEmails: text(body.other_emails),
    receiveSms: bool(body.receive_sms),
    receiveEmails: bool(body.receive_emails),
    language: body.language,
    addresses: body.addresses?.map((a) => ({
      country: text(a.country),
      address: text(a.address),
      city: text(a.city),
      postalCode: text(a.postal_code),
    })),
    active: "active" in body ? bool(body.active) : undefined,
  };
}

export function customerOut(ctx: Ctx, v: CustomerView): S["Customer"] {
  const c = v.customer;
  return {
    id: c.id,
    subscription_id: ctx.scope.accountId,
    code: c.code,
    name: c.name,
    vat_number: c.vatNumber,
    country: c.country,
    address: c.address,
    city: c.city,
    postal_code: c.postalCode,
    email: c.email,
    telephone: c.telephone,
    mobile: c.mobile,
    type: c.type,
    vat_type: c.vatType,
    irs_retention_tax: decimalOut(c.irsRetentionTax),
    observations: c.observations,
    contact: c.contact,
    other_emails: c.otherEmails,
    receive_sms: flag(c.receiveSms),
    receive_emails: flag(c.receiveEmails),
    language: c.language,
    currency_id: c.currencyId,
    payment_method_id: c.paymentMethodId,
    payment_condition_id: c.paymentConditionId,
    shipping_mode_id: c.shippingModeId,
    price_id: c.priceId,
    employee_id: c.employeeId,
    vat_exemption_id: c.vatExemptionId,
    code_blocked: flag(v.locked),
    vat_number_blocked: flag(v.locked),
    name_blocked: flag(v.locked),
    created_from: "API",
    active: flag(c.active),
    updated_at: c.updatedAt,
    created_at: c.createdAt,
    addresses: v.addresses.map((a) => ({
      id: a.id,
      country: a.country,
      address: a.address,
      city: a.city,
      postal_code: a.postalCode,
    })),
    currency: maybe(v.currency, currencyOut),
    paymentmethod: maybe(v.paymentMethod, paymentMethodOut),
    paymentcondition: maybe(v.paymentCondition, paymentConditionOut),
    shippingmode: maybe(v.shippingMode, shippingModeOut),
    employee: maybe(v.employee, employeeOut),
    price: maybe(v.price, priceOut),
    vatexemption: maybe(v.vatExemption, vatExemptionOut),
  };
}

function activeFilter(value: S["ActiveFilter"] | undefined): boolean | "All" | undefined {
  if (value === undefined) return undefined;
  if (value === "All") return "All";
  return value === true || value === "true";
}

type CustomerOps = CustomersHandlers<Handlers<operations>>;

export const customerRoutes: CustomerOps = {
  async Customers_create({ body, ctx }) {
    const customer = await createCustomer(ctx, customerInput(body));
    return { status: true, data: customerOut(ctx, await customerView(ctx, customer)) };
  },
  async Customers_update({ body, params, ctx }) {
    await updateCustomer(ctx, Number(params.id), customerInput(body));
    return { status: true };
  },
  async Customers_delete({ params, ctx }) {
    await deleteCustomer(ctx, Number(params.id));
    return { status: true };
  },
  async Customers_find({ body, ctx }) {
    const found = await findCustomers(ctx, body.search_in, body.value);
    return { status: true, data: found.map((c) => customerOut(ctx, c)) };
  },
  async Customers_list({ body, ctx }) {
    const rows = await listCustomers(ctx, { skip: int(body.skip), active: activeFilter(body.active) });
    return { status: true, data: rows.map((c) => customerOut(ctx, c)) };
  },
  async Customers_accountsOpen({ params, ctx, baseUrl }) {
    const id = Number(params.id);
    await loadCustomer(ctx, id); // refuses an unknown customer; its view comes with the entries
    const entries = await openAccountEntryViews(ctx, await customerOpenEntries(ctx, id));
    return { status: true, data: entries.map((e) => entryOut(ctx, e, baseUrl)) };
  },
  async Customers_accountsOpenDownload({ body, params, ctx, baseUrl }) {
    const path = await statementPdf(ctx, Number(params.id), {
      from: text(body?.date_from) ?? null,
      to: text(body?.date_to) ?? null,
    });
    return { status: true, url_file: fileUrl(baseUrl, path)! };
  },
  async Customers_accountsOpenSendEmail({ body, params, ctx }) {
    await emailStatement(ctx, Number(params.id), {
      to: body.to,
      cc: text(body.cc),
      subject: body.subject,
      message: body.message,
    });
    return { status: true };
  },
  async Customers_allAccountsOpen({ body, ctx, baseUrl }) {
    const value = mixed(body.value);
    const customerIds =
      value === undefined || value === null
        ? undefined
        : (await findCustomers(ctx, body.search_in ?? "Name", value)).map((v) => v.customer.id);
    const entries = await openAccountEntryViews(
      ctx,
      await openEntries(ctx, { customerIds, skip: int(body.skip), paged: true }),
    );
    return {
      status: true,
      data: entries.map((e) => ({ ...entryOut(ctx, e, baseUrl), customer: customerOut(ctx, e.customer!) })),
    };
  },
};

/** An open account entry's record: a pure function of its view. */
function entryOut(ctx: Ctx, e: OpenAccountEntryView, baseUrl: string): S["OpenAccountEntry"] {
  return {
    ...accountOpenOut(e.entry),
    sale: saleOut(ctx, e.sale, baseUrl),
    currency: currencyOut(e.currency),
  };
}
