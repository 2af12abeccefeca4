// How the docs build moves reconstruction notes out of descriptions: the behaviour stays, the
// remarks about our sources go to the Decisions page, and each place is recorded once.
import { describe, expect, it } from "vitest";
import { DecisionLog } from "../../docs/decisions.ts";

const marker = (ids: number[]) => `[${ids.join(",")}]`;
const place = { generation: "v1", operation: "Sales_create", field: "due_date" };

describe("DecisionLog.clean", () => {
  it("keeps inferred behaviour without its label and records it", () => {
    const log = new DecisionLog();
    const text = log.clean(
      "Due date. **Inferred:** when omitted, `issue_date` plus the payment condition's days.",
      place,
      marker,
    );
    expect(text).toBe("Due date. When omitted, `issue_date` plus the payment condition's days. [1]");
    expect(log.decisions).toEqual([
      { id: 1, text: "When omitted, `issue_date` plus the payment condition's days.", places: [place] },
    ]);
  });

  it("removes notes about the source documents, in parentheses or as sentences", () => {
    const log = new DecisionLog();
    expect(log.clean('Incorrect request (inferred: the documents only say "incorrect request").', place, marker)).toBe(
      "Incorrect request. [1]",
    );
    expect(log.clean("The body is too large. Inferred: the documents state no size limit.", place, marker)).toBe(
      "The body is too large. [2]",
    );
    expect(
      log.clean("Finds items. The documents say only that `value` is required; results are not paged.", place, marker),
    ).toBe("Finds items. Results are not paged. [3]");
    expect(log.decisions.map((d) => d.text)).toEqual([
      'The documents only say "incorrect request"',
      "The documents state no size limit.",
      "The documents say only that `value` is required; results are not paged.",
    ]);
  });

  it("keeps list items and words about sales documents, and records a repeated note once with every place", () => {
    const log = new DecisionLog();
    const other = { generation: "legacy", operation: "Documentos_criar" };
    expect(log.clean("Refused when:\n- zero items;\n- the documents settled are unknown.", place, marker)).toBe(
      "Refused when:\n- zero items;\n- the documents settled are unknown.",
    );
    log.clean("A. Inferred: shared note.", place, marker);
    log.clean("B. Inferred: shared note.", other, marker);
    expect(log.decisions).toEqual([{ id: 1, text: "Shared note.", places: [place, other] }]);
  });
});
