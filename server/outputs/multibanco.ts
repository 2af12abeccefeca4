// Multibanco payment references (the ifthenpay routine): sub-entity + order id + 2 check
// digits computed over entity, sub-entity, id and amount, so a reference pays one exact amount.
import { Decimal } from "decimal.js";
import { refuse } from "../kernel/errors.ts";

export interface MultibancoInput {
  /** 5 digits. */
  readonly entity: string;
  /** 1 to 3 digits. */
  readonly subEntity: string;
  /** The order (document) id; its last digits fill the 7 digits after the sub-entity. */
  readonly orderId: number | string;
  /** Amount in euros, at least 1.00 and at most 999999.99, whole cents. */
  readonly amount: Decimal.Value;
}

export interface MultibancoReference {
  readonly entity: string;
  readonly subEntity: string;
  /** 9 digits (printed in groups of three, see `formatReference`). */
  readonly reference: string;
}

// Weights of the 20 digits, left to right.
const WEIGHTS = [51, 73, 17, 89, 38, 62, 45, 53, 15, 50, 5, 49, 34, 81, 76, 27, 90, 9, 30, 3] as const;

export const MIN_AMOUNT = new Decimal("1.00");
export const MAX_AMOUNT = new Decimal("999999.99");

function checkDigits(digits: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * WEIGHTS[i]!;
  return String(98 - (sum % 97)).padStart(2, "0");
}

export function multibancoReference(input: MultibancoInput): MultibancoReference {
  const entity = String(input.entity).trim();
  const subEntity = String(input.subEntity).trim();
  // The configuration, the id and the amount's form are the server's own data: a failure there
  // is internal. Only an amount out of the range a reference pays is the document's.
  if (!/^\d{5}$/.test(entity)) throw new Error(`The Multibanco entity ("${entity}") must have 5 digits.`);
  if (!/^\d{1,3}$/.test(subEntity))
    throw new Error(`The Multibanco sub-entity ("${subEntity}") must have 1 to 3 digits.`);
  const orderId = String(input.orderId).trim();
  if (!/^\d+$/.test(orderId)) throw new Error(`The order id of a Multibanco reference ("${orderId}") must be digits.`);
  let amount: Decimal;
  try {
    amount = new Decimal(input.amount);
  } catch {
    throw new Error(`The amount of a Multibanco reference ("${String(input.amount)}") is not a number.`);
  }
  if (!amount.isFinite())
    throw new Error(`The amount of a Multibanco reference (${amount.toString()}) is not a number.`);
  if (amount.lt(MIN_AMOUNT) || amount.gt(MAX_AMOUNT)) {
    throw refuse("multibanco.amount.out_of_range", {
      amount: amount.decimalPlaces() > 2 ? amount.toString() : amount.toFixed(2),
      min: MIN_AMOUNT.toFixed(2),
      max: MAX_AMOUNT.toFixed(2),
    });
  }
  if (amount.decimalPlaces() > 2)
    throw new Error(`The amount of a Multibanco reference (${amount.toString()}) has fractions of a cent.`);
  const idDigits = 7 - subEntity.length;
  const id = orderId.padStart(idDigits, "0").slice(-idDigits);
  const cents = amount.times(100).toFixed(0).padStart(8, "0");
  const check = checkDigits(`${entity}${subEntity}${id}${cents}`);
  return { entity, subEntity, reference: `${subEntity}${id}${check}` };
}

/** `999123457` -> `999 123 457`, as printed. */
export function formatReference(reference: string): string {
  return reference.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
}
