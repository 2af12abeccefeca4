// Customers of a data set and their extra addresses: one by ID, whether a code or tax number
// is taken, pages of a list or a search, the addresses of a page in one query, and their writes.
// Answers and takes the domain's records (modules/customers/records.ts).
import { Decimal } from "decimal.js";
import type { Selectable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { CustomersTable } from "../../../store/schema.ts";
import { containsIgnoringCase, equalsIgnoringCase } from "../../../store/text-conditions.ts";
import type {
  Customer,
  CustomerAddress,
  CustomerFields,
  CustomerLanguage,
  CustomerType,
  StoredCustomerAddress,
  VatType,
} from "../records.ts";

/** The record of a customers row (of any query that selects them all). */
export function customerOf(row: Selectable<CustomersTable>): Customer {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    vatNumber: row.vat_number,
    country: row.country,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    email: row.email,
    telephone: row.telephone,
    mobile: row.mobile,
    type: row.type as CustomerType,
    vatType: row.vat_type as VatType,
    irsRetentionTax: new Decimal(row.irs_retention_tax),
    observations: row.observations,
    contact: row.contact,
    otherEmails: row.other_emails,
    receiveSms: row.receive_sms === 1,
    receiveEmails: row.receive_emails === 1,
    language: row.language as CustomerLanguage,
    currencyId: row.currency_id,
    paymentMethodId: row.payment_method_id,
    paymentConditionId: row.payment_condition_id,
    shippingModeId: row.shipping_mode_id,
    priceId: row.price_id,
    employeeId: row.employee_id,
    vatExemptionId: row.vat_exemption_id,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(fields: CustomerFields) {
  return {
    code: fields.code,
    name: fields.name,
    vat_number: fields.vatNumber,
    country: fields.country,
    address: fields.address,
    city: fields.city,
    postal_code: fields.postalCode,
    email: fields.email,
    telephone: fields.telephone,
    mobile: fields.mobile,
    type: fields.type,
    vat_type: fields.vatType,
    irs_retention_tax: fields.irsRetentionTax.toFixed(2),
    observations: fields.observations,
    contact: fields.contact,
    other_emails: fields.otherEmails,
    receive_sms: fields.receiveSms ? 1 : 0,
    receive_emails: fields.receiveEmails ? 1 : 0,
    language: fields.language,
    currency_id: fields.currencyId,
    payment_method_id: fields.paymentMethodId,
    payment_condition_id: fields.paymentConditionId,
    shipping_mode_id: fields.shippingModeId,
    price_id: fields.priceId,
    employee_id: fields.employeeId,
    vat_exemption_id: fields.vatExemptionId,
    active: fields.active ? 1 : 0,
  };
}

/** Which customers a page holds: a field equal to a value, or containing or equal to a text ignoring case. */
export type CustomerFilter =
  | { readonly by: "id"; readonly id: number }
  | { readonly by: "active"; readonly active: boolean }
  | { readonly by: "vatNumber" | "mobile"; readonly equals: string }
  | { readonly by: "code" | "name" | "email"; readonly contains: string }
  | { readonly by: "code" | "name" | "email"; readonly equalsIgnoringCase: string };

const FILTER_COLUMNS = {
  vatNumber: "vat_number",
  mobile: "mobile",
  code: "code",
  name: "name",
  email: "email",
} as const;

/** The data set's customer with this ID. */
export async function customerRecord(tx: Tx, datasetId: number, id: number): Promise<Customer | undefined> {
  const row = await tx
    .selectFrom("customers")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row && customerOf(row);
}

/** The data set's customers with these IDs, in no particular order. */
export async function customersWithIds(tx: Tx, datasetId: number, ids: readonly number[]): Promise<Customer[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .selectFrom("customers")
    .selectAll()
    .where("id", "in", [...ids])
    .where("dataset_id", "=", datasetId)
    .execute();
  return rows.map(customerOf);
}

/** The codes of the data set's `count` latest customers (by ID), latest first. */
export async function latestCodes(tx: Tx, datasetId: number, count: number): Promise<string[]> {
  const rows = await tx
    .selectFrom("customers")
    .select(["code"])
    .where("dataset_id", "=", datasetId)
    .orderBy("id", "desc")
    .limit(count)
    .execute();
  return rows.map((r) => r.code);
}

/** Whether a customer of the data set (other than `exceptId`) has this code or tax number. */
export async function customerHas(
  tx: Tx,
  datasetId: number,
  field: "code" | "vatNumber",
  value: string,
  exceptId?: number,
): Promise<boolean> {
  let q = tx
    .selectFrom("customers")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where(field === "code" ? "code" : "vat_number", "=", value);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The ID of the data set's customer with this code. */
export async function customerIdByCode(tx: Tx, datasetId: number, code: string): Promise<number | undefined> {
  const row = await tx
    .selectFrom("customers")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("code", "=", code)
    .executeTakeFirst();
  return row?.id;
}

/** A page of the data set's customers by ID, those the filter keeps (all without one). */
export async function customerPage(
  tx: Tx,
  datasetId: number,
  filter: CustomerFilter | undefined,
  limit: number,
  offset: number,
): Promise<Customer[]> {
  let q = tx.selectFrom("customers").selectAll().where("dataset_id", "=", datasetId);
  if (filter?.by === "id") q = q.where("id", "=", filter.id);
  else if (filter?.by === "active") q = q.where("active", "=", filter.active ? 1 : 0);
  else if (filter && "contains" in filter)
    q = q.where(containsIgnoringCase(FILTER_COLUMNS[filter.by], filter.contains));
  else if (filter && "equalsIgnoringCase" in filter)
    q = q.where(equalsIgnoringCase(FILTER_COLUMNS[filter.by], filter.equalsIgnoringCase));
  else if (filter) q = q.where(FILTER_COLUMNS[filter.by], "=", filter.equals);
  const rows = await q.orderBy("id").limit(limit).offset(offset).execute();
  return rows.map(customerOf);
}

/** Stores a new customer of the data set, created at `stamp`; answers it as stored. */
export async function insertCustomer(
  tx: Tx,
  datasetId: number,
  fields: CustomerFields,
  stamp: string,
): Promise<Customer> {
  const row = await tx
    .insertInto("customers")
    .values({ dataset_id: datasetId, created_at: stamp, updated_at: stamp, ...columnsOf(fields) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return customerOf(row);
}

/** Stores what an update decided about the data set's customer with this ID, at `stamp`. */
export async function updateCustomerRecord(
  tx: Tx,
  datasetId: number,
  id: number,
  fields: CustomerFields,
  stamp: string,
): Promise<void> {
  await tx
    .updateTable("customers")
    .set({ updated_at: stamp, ...columnsOf(fields) })
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .execute();
}

/** Deletes the data set's customer with this ID. */
export async function deleteCustomerRow(tx: Tx, datasetId: number, id: number): Promise<void> {
  await tx.deleteFrom("customers").where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}

/**
 * The extra addresses of these customers in one query: by customer, each one's in their order
 * (by position). None without customers.
 */
export async function addressesOfCustomers(tx: Tx, customerIds: readonly number[]): Promise<StoredCustomerAddress[]> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return [];
  const rows = await tx
    .selectFrom("customer_addresses")
    .selectAll()
    .where("customer_id", "in", ids)
    .orderBy("customer_id")
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    country: row.country,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
  }));
}

/** Deletes the customer's extra addresses. */
async function deleteCustomerAddresses(tx: Tx, customerId: number): Promise<void> {
  await tx.deleteFrom("customer_addresses").where("customer_id", "=", customerId).execute();
}

/** Replaces a customer's extra addresses by these, in this order, with one statement. */
export async function replaceCustomerAddresses(
  tx: Tx,
  customerId: number,
  addresses: readonly CustomerAddress[],
): Promise<void> {
  await deleteCustomerAddresses(tx, customerId);
  if (addresses.length === 0) return;
  await tx
    .insertInto("customer_addresses")
    .values(
      addresses.map((a, position) => ({
        customer_id: customerId,
        position,
        country: a.country,
        address: a.address,
        city: a.city,
        postal_code: a.postalCode,
      })),
    )
    .execute();
}
