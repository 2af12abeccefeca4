// Orders not yet turned into another document: the stock they are still to take out.
import type { Tx } from "../../../store/database.ts";

/**
 * The quantities of an item on the data set's finished orders (document types of group
 * Encomendas) to which no document that is not cancelled refers, for a warehouse: orders
 * leaving from it, or naming no warehouse. Decimal strings, one per line.
 */
export async function pendingOrderQuantities(
  tx: Tx,
  datasetId: number,
  itemId: number,
  warehouseId: number,
): Promise<string[]> {
  const rows = await tx
    .selectFrom("sale_lines")
    .innerJoin("sales", "sales.id", "sale_lines.sale_id")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sale_lines.quantity"])
    .where("sales.dataset_id", "=", datasetId)
    .where("sale_lines.item_id", "=", itemId)
    .where("sales.status", "=", "Terminado")
    .where("document_types.type", "=", "Encomendas")
    .where((eb) =>
      eb.or([eb("sales.warehouse_origin_id", "=", warehouseId), eb("sales.warehouse_origin_id", "is", null)]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("sales as follow_up")
            .select("follow_up.id")
            .whereRef("follow_up.sale_reference_id", "=", "sales.id")
            .where("follow_up.status", "!=", "Anulado"),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.quantity);
}
