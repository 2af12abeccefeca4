// Lists longer than their maxItems are found before the validators, by the spec's schema alone.
import { describe, expect, it } from "vitest";
import { oversizeLists } from "../../server/http/list-bounds.ts";
import type { OpenApiDocument, Schema } from "../../server/http/openapi-document.ts";

const doc = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {},
  components: {
    schemas: {
      Line: {
        type: "object",
        properties: { tags: { type: "array", maxItems: 2, items: { type: "string" } } },
      },
      Lines: { type: "array", minItems: 1, maxItems: 3, items: { $ref: "#/components/schemas/Line" } },
    },
  },
} as unknown as OpenApiDocument;

const body: Schema = {
  type: "object",
  properties: {
    items: { allOf: [{ $ref: "#/components/schemas/Lines" }] },
    either: {
      anyOf: [
        { type: "array", maxItems: 1 },
        { type: "array", maxItems: 4 },
      ],
    },
    open: { anyOf: [{ type: "array", maxItems: 1 }, { type: "array" }] },
  },
} as Schema;

describe("oversizeLists", () => {
  it("names a list past its bound, through $ref and allOf, in the validator's error form", () => {
    expect(oversizeLists(doc, body, { items: [{}, {}, {}, {}] })).toEqual([
      { path: "/body/items", message: "must NOT have more than 3 items", errorCode: "maxItems.openapi.validation" },
    ]);
  });

  it("follows lists within their bound into their elements", () => {
    expect(oversizeLists(doc, body, { items: [{ tags: ["a"] }, { tags: ["a", "b", "c"] }] })).toEqual([
      expect.objectContaining({ path: "/body/items/1/tags" }),
    ]);
  });

  it("takes the longest bound of several list shapes, and none when a shape has none", () => {
    expect(oversizeLists(doc, body, { either: [1, 2, 3, 4] })).toEqual([]);
    expect(oversizeLists(doc, body, { either: [1, 2, 3, 4, 5] })).toEqual([
      expect.objectContaining({ path: "/body/either", message: "must NOT have more than 4 items" }),
    ]);
    expect(oversizeLists(doc, body, { open: Array(100).fill(1) })).toEqual([]);
  });

  it("leaves alone what the schema does not describe, and bodies that are not objects", () => {
    expect(oversizeLists(doc, body, { unknown: Array(100_000).fill(1), items: "[1,2,3,4,5]" })).toEqual([]);
    expect(oversizeLists(doc, body, Array(100_000).fill(1))).toEqual([]);
    expect(oversizeLists(doc, undefined, { items: Array(10).fill({}) })).toEqual([]);
  });
});
