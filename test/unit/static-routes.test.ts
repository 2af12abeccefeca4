// StaticRoutes: a request for a static path runs its route's handlers as Express would run
// them (in turn, errors to the error handler, a rejected promise too); anything else is the
// router's, so letter case, trailing slashes and path parameters match as they always did.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { afterEach, expect, it } from "vitest";
import { StaticRoutes } from "../../server/http/static-routes.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** An app with a static route and a parameterized one, each registered on both the router and StaticRoutes. */
async function app(): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const routes = new StaticRoutes();
  const router = express.Router();
  router.use(routes.middleware);
  const mark =
    (name: string): RequestHandler =>
    (_req, _res, next) => {
      seen.push(name);
      next();
    };
  const answer: RequestHandler = (req, res) => {
    res.json({ path: req.path, params: req.params });
  };
  const failAsync: RequestHandler = async () => {
    await Promise.resolve();
    throw new Error("rejected");
  };
  const failByNext: RequestHandler = (_req, _res, next) => next(new Error("passed"));
  const add = (method: "get" | "post", path: string, handlers: RequestHandler[]) => {
    router[method](path, ...handlers);
    routes.add(method, path, handlers);
  };
  add("post", "/sales/create", [mark("first"), mark("second"), answer]);
  add("post", "/sales/fails", [mark("first"), failAsync, answer]);
  add("post", "/sales/passes-error", [failByNext, answer]);
  add("get", "/documents/:id", [mark("param"), answer]);
  routes.add("post", "/fast-only", [mark("fast"), answer]); // not on the router: only StaticRoutes answers it
  router.use((_req: Request, res: Response) => {
    res.status(404).json({ error: "unknown" });
  });
  router.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ error: err.message });
  });
  const root = express();
  root.use("/api", router);
  server = root.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, seen };
}

it("answers a static path itself, running the route's handlers in turn, once", async () => {
  const { url, seen } = await app();
  const answer = await fetch(`${url}/sales/create`, { method: "POST" });
  expect(await answer.json()).toEqual({ path: "/sales/create", params: {} });
  expect(seen).toEqual(["first", "second"]);
  const fast = await fetch(`${url}/fast-only`, { method: "POST" });
  expect([fast.status, seen.at(-1)]).toEqual([200, "fast"]);
});

it("sends a rejected promise and an error passed to next to the error handler", async () => {
  const { url, seen } = await app();
  const rejected = await fetch(`${url}/sales/fails`, { method: "POST" });
  expect([rejected.status, await rejected.json()]).toEqual([500, { error: "rejected" }]);
  const passed = await fetch(`${url}/sales/passes-error`, { method: "POST" });
  expect([passed.status, await passed.json()]).toEqual([500, { error: "passed" }]);
  expect(seen).toEqual(["first"]);
});

it("leaves other letter cases, trailing slashes, methods and path parameters to the router", async () => {
  const { url, seen } = await app();
  for (const path of ["/Sales/Create", "/sales/create/"]) {
    const answer = await fetch(`${url}${path}`, { method: "POST" });
    expect(await answer.json()).toEqual({ path, params: {} });
  }
  expect((await fetch(`${url}/sales/create`)).status).toBe(404);
  expect(await (await fetch(`${url}/documents/7`)).json()).toEqual({ path: "/documents/7", params: { id: "7" } });
  expect(seen).toEqual(["first", "second", "first", "second", "param"]);
});
