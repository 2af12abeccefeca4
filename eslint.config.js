// ESLint for the TypeScript of the project (`npm run lint:ts`): the recommended rules of ESLint
// and typescript-eslint, plus the type-aware rules that catch what tsc does not: promises
// neither awaited nor handled, and promises handed where a callback's result is ignored.
// Formatting is Prettier's (`npm run format`), not a lint rule.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { defineConfig } from "eslint/config";
import boundaries from "./eslint-boundaries.js";

// On Node 20's V8, an object literal that opens with a spread takes the slow path for every
// property written after it, and makes garbage (bench/object-literals.mjs measures it): costly
// for the 40 fields of a sale's input. A literal property first, or the spread last, is fast.
// Refused from the third property after the spread on (one or two cost little: allowed where
// the properties must override the spread's own and Object.assign would read worse).
const serverSyntax = [
  {
    selector: "ObjectExpression > SpreadElement:first-child ~ Property ~ Property ~ Property",
    message:
      "Three or more properties after an opening spread are slow on Node 20 (bench/object-literals.mjs): put a property first or the spread last.",
  },
  {
    // A prepared query keeps its SQL per module-level function: made inside a function it
    // would be built anew on every call, and could capture a request's values.
    selector: ":function CallExpression[callee.name=/^prepared(Write)?$/]",
    message:
      "Make prepared queries module-level constants (server/store/prepared.ts), taking every value that varies as an argument.",
  },
];

// A module's repository owns its queries (server/modules/<area>/repository/): the module's rules
// call them, faces and outputs map and render, so that a rule reads in the domain's words and the
// queries of an area are found in one place.
const querySyntax = [
  {
    selector:
      "MemberExpression[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|executeQuery|selectNoFrom)$/]",
    message: "Only a repository queries: call one (server/modules/<area>/repository/) and write the query there.",
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: "Only a repository queries: call one (server/modules/<area>/repository/) and write the query there.",
  },
];

/** The imports outside the store that would build queries, and `more` patterns refused besides. */
function queryImports(more) {
  return {
    paths: [
      {
        name: "kysely",
        allowTypeImports: true,
        message: "Queries are the repositories' (server/modules/<area>/repository/).",
      },
    ],
    patterns: [
      {
        regex: "/store/(prepared|postgres-pipeline|inserts|sqlite-rows)\\.ts$",
        message: "Queries are the repositories' (server/modules/<area>/repository/).",
      },
      ...more,
    ],
  };
}

export default defineConfig(
  {
    ignores: [
      "generated/**",
      "client/generated/**",
      "**/dist/**",
      "data/**",
      "node_modules/**",
      "docs/assets/**",
      ".*.build-*/**",
      ".test-*/**",
      "eslint.config.js",
      "eslint-boundaries.js",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/store/migrations/**"],
    rules: { "no-restricted-syntax": ["error", ...serverSyntax] },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/store/**", "server/modules/*/repository/**"],
    rules: {
      "no-restricted-syntax": ["error", ...serverSyntax, ...querySyntax],
      "no-restricted-imports": ["error", queryImports([])],
    },
  },
  {
    // The layers and the modules' public surfaces (eslint-boundaries.js).
    files: ["server/**/*.ts"],
    plugins: { boundaries },
    rules: { "boundaries/layers": "error" },
  },
  {
    // The few plain JavaScript files are Node scripts (the runner's bin and packing step).
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    // Tests build hostile and partial values on purpose.
    files: ["test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // A call cast to never is a call the compiler no longer checks: tests call the typed
    // clients with the bodies the spec types, and send what it refuses through test/support/calls.ts.
    files: ["test/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: ":matches(TSAsExpression, TSTypeAssertion) > TSNeverKeyword.typeAnnotation",
          message:
            "No `as never` in tests: call the typed client with a body the spec types, or send it on purpose through untypedCalls (test/support/calls.ts).",
        },
      ],
    },
  },
);
