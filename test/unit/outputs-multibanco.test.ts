import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatReference, multibancoReference } from "../../server/outputs/multibanco.ts";
import { Refusal } from "../../server/kernel/errors.ts";

/**
 * An independent check of the check digits: the weights are 3·10^k mod 97 counted from the
 * right, so the digits satisfy (3·N + check) mod 97 = 1 for the 20-digit number N.
 */
function checkDigitsHold(entity: string, reference: string, cents: bigint): boolean {
  const n = BigInt(`${entity}${reference.slice(0, 7)}${cents.toString().padStart(8, "0")}`);
  return (3n * n + BigInt(reference.slice(7))) % 97n === 1n;
}

describe("Multibanco references", () => {
  it("reproduces the worked example 11604 / 999 / 1234 / 25.00 €", () => {
    const ref = multibancoReference({ entity: "11604", subEntity: "999", orderId: 1234, amount: "25.00" });
    expect(ref).toEqual({ entity: "11604", subEntity: "999", reference: "999123457" });
    expect(formatReference(ref.reference)).toBe("999 123 457");
  });

  it("reproduces the worked example 10559 / 123 / 4567 / 99.99 €", () => {
    const ref = multibancoReference({ entity: "10559", subEntity: "123", orderId: "4567", amount: "99.99" });
    expect(formatReference(ref.reference)).toBe("123 456 797");
  });

  it("keeps the last digits of a long order id", () => {
    expect(multibancoReference({ entity: "11604", subEntity: "999", orderId: 98761234, amount: 25 }).reference).toBe(
      "999123457",
    );
  });

  it("fills 7 digits after 1- and 2-digit sub-entities, zero-padding short ids", () => {
    const two = multibancoReference({ entity: "11604", subEntity: "12", orderId: 7, amount: "10.00" });
    expect(two.reference).toMatch(/^1200007\d\d$/);
    expect(checkDigitsHold("11604", two.reference, 1000n)).toBe(true);
    const one = multibancoReference({ entity: "11604", subEntity: "5", orderId: 123456789, amount: "10.00" });
    expect(one.reference).toMatch(/^5456789\d\d$/);
    expect(checkDigitsHold("11604", one.reference, 1000n)).toBe(true);
  });

  it("gives check digits that pay only the exact amount (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99999 }),
        fc
          .integer({ min: 1, max: 3 })
          .chain((len) => fc.integer({ min: 0, max: 10 ** len - 1 }).map((n) => String(n).padStart(len, "0"))),
        fc.nat(),
        fc.integer({ min: 100, max: 99_999_999 }),
        (entityNumber, subEntity, orderId, cents) => {
          const entity = String(entityNumber).padStart(5, "0");
          const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
          const { reference } = multibancoReference({ entity, subEntity, orderId, amount });
          expect(reference).toHaveLength(9);
          expect(reference.startsWith(subEntity)).toBe(true);
          expect(checkDigitsHold(entity, reference, BigInt(cents))).toBe(true);
        },
      ),
    );
  });

  const reference = (change: Partial<Parameters<typeof multibancoReference>[0]>) => () =>
    multibancoReference({ entity: "11604", subEntity: "999", orderId: 1234, amount: "25.00", ...change });

  it.each([
    [{ amount: "0.99" }, "0.99"],
    [{ amount: "-5" }, "-5.00"],
    [{ amount: "1000000.00" }, "1000000.00"],
    [{ amount: "0.995" }, "0.995"],
  ])("refuses an amount a reference cannot pay: %o", (change, amount) => {
    const attempt = reference(change);
    expect(attempt).toThrow(Refusal);
    expect(attempt).toThrow(
      expect.objectContaining({
        code: "multibanco.amount.out_of_range",
        params: { amount, min: "1.00", max: "999999.99" },
      }),
    );
  });

  it.each([
    [{ amount: "10.005" }, "The amount of a Multibanco reference (10.005) has fractions of a cent."],
    [{ amount: "ten" }, 'The amount of a Multibanco reference ("ten") is not a number.'],
    [{ entity: "1160" }, 'The Multibanco entity ("1160") must have 5 digits.'],
    [{ entity: "116045" }, 'The Multibanco entity ("116045") must have 5 digits.'],
    [{ entity: "1160A" }, 'The Multibanco entity ("1160A") must have 5 digits.'],
    [{ subEntity: "1234" }, 'The Multibanco sub-entity ("1234") must have 1 to 3 digits.'],
    [{ subEntity: "" }, 'The Multibanco sub-entity ("") must have 1 to 3 digits.'],
    [{ orderId: "FT-12" }, 'The order id of a Multibanco reference ("FT-12") must be digits.'],
  ])("fails on input that is the server's own fault: %o", (change, message) => {
    const attempt = reference(change);
    expect(attempt).toThrow(message);
    expect(attempt).not.toThrow(Refusal);
  });
});
