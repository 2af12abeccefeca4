// Global setup of the suite: bundles the server (dist/server.mjs) once, before any test starts
// it as a process the way `npm start` runs it (test/support/process.ts, BUILD_ON_START=0).
import { bundleServer } from "../../scripts/bundle-server.ts";

export default async function setup(): Promise<void> {
  await bundleServer();
}
