// The fields whose URLs the server downloads come from the spec (`x-fetched-by-server`), not
// from field names in server code: here, the attachments of the two send_email operations.
import { describe, expect, it } from "vitest";
import { SPEC_DOCUMENTS } from "../support/spec-documents.ts";
import { fetchedUrlPaths, operationsOf, valuesAt } from "../../server/http/openapi-document.ts";

describe("fetchedUrlPaths", () => {
  it("finds the marked fields of exactly the operations that have them", () => {
    const found = Object.fromEntries(
      SPEC_DOCUMENTS.flatMap(({ generation, document }) =>
        operationsOf(document)
          .map((o) => [`${generation.name}.${o.operationId}`, fetchedUrlPaths(document, o.object)] as const)
          .filter(([, paths]) => paths.length > 0),
      ),
    );
    expect(found).toEqual({
      "v1.Sales_sendEmail": [["attachments", "*", "url"]],
      "v1.Receipts_sendEmail": [["attachments", "*", "url"]],
      "v2.Sales_sendEmail": [["attachments", "*", "url"]],
      "v2.Receipts_sendEmail": [["attachments", "*", "url"]],
    });
  });
});

describe("valuesAt", () => {
  it("collects the strings at a path through objects and every array element", () => {
    const body = {
      to: { email: "a@b.pt" },
      attachments: [
        { url: "https://a.pt/x.pdf" },
        { url: 3 },
        { filename: "y.txt" },
        null,
        { url: "https://b.pt/y.txt" },
      ],
    };
    expect(valuesAt(body, ["attachments", "*", "url"])).toEqual(["https://a.pt/x.pdf", "https://b.pt/y.txt"]);
    expect(valuesAt({ attachments: "nao" }, ["attachments", "*", "url"])).toEqual([]);
    expect(valuesAt(null, ["attachments", "*", "url"])).toEqual([]);
    expect(valuesAt({ link: "https://c.pt" }, ["link"])).toEqual(["https://c.pt"]);
  });
});
