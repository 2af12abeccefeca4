// The server's layout: one folder per business area under server/modules/, each with its public
// surface, and the ESLint rule (eslint-boundaries.js) that keeps imports to the layers, judged
// here on imports written for the purpose as well as on the tree as it stands.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import boundaries from "../../eslint-boundaries.js";

const ROOT = resolve(import.meta.dirname, "../..");
const MODULES = join(ROOT, "server", "modules");

/** The messages of the rule for one import written in the file at `path` (relative to the root). */
function verdicts(path: string, source: string, name = "x"): string[] {
  const linter = new Linter({ configType: "flat" });
  const config = [{ files: ["**/*.ts"], plugins: { boundaries }, rules: { "boundaries/layers": "error" as const } }];
  return linter
    .verify(`import { ${name} } from ${JSON.stringify(source)};\nexport { ${name} };\n`, config, join(ROOT, path))
    .map((m) => m.message);
}

describe("server modules", () => {
  it("has one folder per business area, each with a public surface", () => {
    const areas = readdirSync(MODULES).filter((name) => statSync(join(MODULES, name)).isDirectory());
    for (const area of [
      "accounts",
      "administration",
      "bookings",
      "customers",
      "documents",
      "items",
      "receipts",
      "sales",
    ])
      expect(areas).toContain(area);
    for (const area of areas) expect(existsSync(join(MODULES, area, "index.ts")), area).toBe(true);
    // The horizontal folders the areas replaced are gone.
    for (const old of ["domain", "v1", "legacy", "store/repositories"])
      expect(existsSync(join(ROOT, "server", old)), old).toBe(false);
  });
});

describe("the layers rule", () => {
  const refused = (path: string, source: string) => expect(verdicts(path, source)).toHaveLength(1);
  const allowed = (path: string, source: string) => expect(verdicts(path, source)).toEqual([]);

  it("lets a module reach another only through its index", () => {
    refused("server/modules/sales/sales.ts", "../customers/customers.ts");
    refused("server/modules/sales/sales.ts", "../customers/repository/customers.ts");
    allowed("server/modules/sales/sales.ts", "../customers/index.ts");
    allowed("server/modules/sales/sales.ts", "./totals.ts");
    allowed("server/modules/sales/repository/sales.ts", "../../customers/index.ts");
  });

  it("keeps faces, http/ and pages away from repositories", () => {
    refused("server/modules/sales/v1.ts", "./repository/sales.ts");
    refused("server/modules/sales/legacy.ts", "./repository/sales.ts");
    refused("server/http/wire.ts", "../modules/sales/repository/sales.ts");
    refused("server/pages/payment-page.ts", "../modules/sales/repository/payment-links.ts");
    allowed("server/modules/sales/v1.ts", "./sales.ts");
    allowed("server/modules/sales/sales.ts", "./repository/sales.ts");
    allowed("server/pages/payment-page.ts", "../modules/sales/index.ts");
    // What an index re-exports from the repository is for the other modules' repositories.
    expect(verdicts("server/pages/payment-page.ts", "../modules/sales/index.ts", "saleOfType")).toHaveLength(1);
    expect(verdicts("server/modules/sales/v1.ts", "../customers/index.ts", "customerOf")).toHaveLength(1);
    expect(verdicts("server/pages/payment-page.ts", "../modules/sales/index.ts", "mbwayPaymentRequest")).toEqual([]);
    expect(verdicts("server/modules/receipts/repository/receipts.ts", "../../sales/index.ts", "saleOfType")).toEqual(
      [],
    );
  });

  it("lets the routes and the catalogue use a module's faces, and faces share their generation's", () => {
    allowed("server/http/v1/routes.ts", "../../modules/sales/v1.ts");
    allowed("server/http/messages/catalogue.ts", "../../modules/sales/messages.ts");
    allowed("server/modules/bookings/v1.ts", "../customers/v1.ts");
    refused("server/modules/bookings/v1.ts", "../customers/legacy.ts");
    refused("server/modules/bookings/bookings.ts", "../customers/v1.ts");
  });

  it("lets a v2 face build on its own module's v1 face and on another module's v2 face, not on its v1 face", () => {
    allowed("server/http/v2/routes.ts", "../../modules/sales/v2.ts");
    allowed("server/modules/sales/v2.ts", "./v1.ts");
    allowed("server/modules/sales/v2.ts", "../receipts/v2.ts");
    refused("server/modules/sales/v2.ts", "../receipts/v1.ts");
    refused("server/modules/receipts/receipts.ts", "./v2.ts");
  });

  it("keeps a module's rules and repository from the faces", () => {
    refused("server/modules/sales/sales.ts", "./v1.ts");
    refused("server/modules/sales/sales.ts", "../../http/wire.ts");
    refused("server/modules/sales/repository/sales.ts", "../../../pages/payment-page.ts");
    allowed("server/modules/sales/v1.ts", "../../http/wire.ts");
  });

  it("keeps the outputs on the kernel and the kernel at the bottom", () => {
    refused("server/outputs/pdf.ts", "../modules/sales/index.ts");
    refused("server/outputs/pdf.ts", "../store/database.ts");
    allowed("server/outputs/pdf.ts", "../kernel/clock.ts");
    allowed("server/outputs/pdf.ts", "./pdf-common.ts");
    refused("server/kernel/scope.ts", "../modules/accounts/index.ts");
    refused("server/kernel/scope.ts", "../outputs/pdf.ts");
    allowed("server/kernel/scope.ts", "../store/database.ts");
  });

  it("judges only the server's own imports", () => {
    allowed("test/unit/x.test.ts", "../../server/modules/sales/repository/sales.ts");
    allowed("server/modules/sales/sales.ts", "decimal.js");
  });
});
