// Items and stock (filled in by the items migration).
export interface ItemTables {}
