// The administration tables that are little more than a unique name: warehouses, payment
// conditions and methods, shipping modes, price tables, units and vehicles.
import type { CommonInput, TableDef } from "./table.ts";
import { UNIQUE } from "./table.ts";
import { refuse } from "../../kernel/errors.ts";
import { MAX_INTEGER, optionalText, requiredText } from "./fields.ts";

const DESCRIPTION = UNIQUE.description;

export interface WarehouseInput extends CommonInput {
  description?: string;
}

export const WAREHOUSES: TableDef<"warehouses", WarehouseInput> = {
  table: "warehouses",
  notFound: "warehouse.not_found",
  unique: [DESCRIPTION],
  searchIn: ["description"],
  async fields(_ctx, input) {
    return { description: requiredText(input.description, "description") };
  },
};

/** Name and English name, as payment conditions, payment methods and shipping modes have. */
export interface BilingualInput extends CommonInput {
  description?: string;
  /** undefined keeps, null clears. */
  descriptionEnglish?: string | null;
}

export interface PaymentConditionInput extends BilingualInput {
  /** Days until payment is due; undefined keeps, null resets to 0 (prompt payment). */
  days?: number | null;
}

export const PAYMENT_CONDITIONS: TableDef<"payment_conditions", PaymentConditionInput> = {
  table: "payment_conditions",
  notFound: "payment_condition.not_found",
  unique: [DESCRIPTION],
  searchIn: ["description", "descriptionEnglish"],
  async fields(_ctx, input, current) {
    const days = input.days === undefined ? (current?.days ?? 0) : (input.days ?? 0);
    if (!Number.isInteger(days) || days < 0 || days > MAX_INTEGER)
      throw refuse("administration.integer.out_of_range", { value: days, min: 0 }, "days");
    return {
      description: requiredText(input.description, "description"),
      descriptionEnglish: optionalText(input.descriptionEnglish, current?.descriptionEnglish),
      days,
    };
  },
};

export interface PaymentMethodInput extends BilingualInput {
  /** SAF-T payment mechanism (update only); undefined keeps, null clears. */
  saftInitials?: string | null;
}

export const PAYMENT_METHODS: TableDef<"payment_methods", PaymentMethodInput> = {
  table: "payment_methods",
  notFound: "payment_method.not_found",
  unique: [DESCRIPTION],
  searchIn: ["description", "descriptionEnglish"],
  async fields(_ctx, input, current) {
    return {
      description: requiredText(input.description, "description"),
      descriptionEnglish: optionalText(input.descriptionEnglish, current?.descriptionEnglish),
      saftInitials: optionalText(input.saftInitials, current?.saftInitials),
    };
  },
};

export const SHIPPING_MODES: TableDef<"shipping_modes", BilingualInput> = {
  table: "shipping_modes",
  notFound: "shipping_mode.not_found",
  unique: [DESCRIPTION],
  searchIn: ["description", "descriptionEnglish"],
  async fields(_ctx, input, current) {
    return {
      description: requiredText(input.description, "description"),
      descriptionEnglish: optionalText(input.descriptionEnglish, current?.descriptionEnglish),
    };
  },
};

export interface PriceInput extends CommonInput {
  description?: string;
}

export const PRICES: TableDef<"prices", PriceInput> = {
  table: "prices",
  notFound: "price.not_found",
  hasDefault: true,
  unique: [DESCRIPTION],
  searchIn: ["description"],
  async fields(_ctx, input) {
    return { description: requiredText(input.description, "description") };
  },
};

export interface UnitInput extends CommonInput {
  description?: string;
  symbol?: string;
}

export const UNITS: TableDef<"units", UnitInput> = {
  table: "units",
  notFound: "unit.not_found",
  unique: [DESCRIPTION, UNIQUE.symbol],
  searchIn: ["description", "symbol"],
  async fields(_ctx, input) {
    return {
      description: requiredText(input.description, "description"),
      symbol: requiredText(input.symbol, "symbol"),
    };
  },
};

export interface VehicleInput extends CommonInput {
  name?: string;
  licensePlate?: string;
}

export const VEHICLES: TableDef<"vehicles", VehicleInput> = {
  table: "vehicles",
  notFound: "vehicle.not_found",
  unique: [UNIQUE.name, UNIQUE.licensePlate],
  searchIn: ["name", "licensePlate"],
  async fields(_ctx, input) {
    return {
      name: requiredText(input.name, "name"),
      licensePlate: requiredText(input.licensePlate, "licensePlate").toUpperCase(),
    };
  },
};
