// The type of the ESLint plugin in eslint-boundaries.js, for the test that runs its rule.
import type { ESLint } from "eslint";

declare const plugin: ESLint.Plugin;
export default plugin;
