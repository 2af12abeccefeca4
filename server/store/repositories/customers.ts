// Customers of a data set and their extra addresses: one by ID, whether a code or tax number
// is taken, pages of a list or a search, the addresses of a page in one query, and their writes.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Tx } from "../database.ts";
import type { CustomerAddressesTable, CustomersTable } from "../schema.ts";
import { containsIgnoringCase } from "../text-conditions.ts";

export type CustomerRow = Selectable<CustomersTable>;
export type CustomerAddressRow = Selectable<CustomerAddressesTable>;

/** Which customers a page holds: a column equal to a value, or containing a text ignoring case. */
export type CustomerFilter =
  | { readonly column: "id" | "active"; readonly equals: number }
  | { readonly column: "vat_number" | "mobile"; readonly equals: string }
  | { readonly column: "code" | "name" | "email"; readonly contains: string };

/** The data set's customer with this ID. */
export async function customerRow(tx: Tx, datasetId: number, id: number): Promise<CustomerRow | undefined> {
  return tx
    .selectFrom("customers")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
}

/** The data set's customers with these IDs, in no particular order. */
export function customersWithIds(tx: Tx, datasetId: number, ids: readonly number[]): Promise<CustomerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom("customers")
    .selectAll()
    .where("id", "in", [...ids])
    .where("dataset_id", "=", datasetId)
    .execute();
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
  column: "code" | "vat_number",
  value: string,
  exceptId?: number,
): Promise<boolean> {
  let q = tx.selectFrom("customers").select("id").where("dataset_id", "=", datasetId).where(column, "=", value);
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
): Promise<CustomerRow[]> {
  let q = tx.selectFrom("customers").selectAll().where("dataset_id", "=", datasetId);
  if (filter !== undefined)
    q =
      "contains" in filter
        ? q.where(containsIgnoringCase(filter.column, filter.contains))
        : q.where(filter.column, "=", filter.equals);
  return q.orderBy("id").limit(limit).offset(offset).execute();
}

/** Adds a customer; answers its ID. */
export async function insertCustomer(tx: Tx, customer: Insertable<CustomersTable>): Promise<number> {
  const { id } = await tx.insertInto("customers").values(customer).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** Changes these columns of the data set's customer with this ID. */
export async function updateCustomerRow(
  tx: Tx,
  datasetId: number,
  id: number,
  changes: Updateable<CustomersTable>,
): Promise<void> {
  await tx.updateTable("customers").set(changes).where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}

/** Deletes the data set's customer with this ID. */
export async function deleteCustomerRow(tx: Tx, datasetId: number, id: number): Promise<void> {
  await tx.deleteFrom("customers").where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}

/**
 * The extra addresses of these customers in one query: by customer, each one's in their order
 * (by position). None without customers.
 */
export async function addressesOfCustomers(tx: Tx, customerIds: readonly number[]): Promise<CustomerAddressRow[]> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return [];
  return tx
    .selectFrom("customer_addresses")
    .selectAll()
    .where("customer_id", "in", ids)
    .orderBy("customer_id")
    .orderBy("position")
    .execute();
}

/** Deletes the customer's extra addresses. */
export async function deleteCustomerAddresses(tx: Tx, customerId: number): Promise<void> {
  await tx.deleteFrom("customer_addresses").where("customer_id", "=", customerId).execute();
}

/** Adds an extra address to a customer. */
export async function insertCustomerAddress(tx: Tx, address: Insertable<CustomerAddressesTable>): Promise<void> {
  await tx.insertInto("customer_addresses").values(address).execute();
}
