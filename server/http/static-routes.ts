// Requests for a route's static path (every v1 operation, the legacy ones without an ID) go
// straight to its handlers: Express's router tests the pattern of each of a generation's
// routes in turn until one matches, and walks every layer on the way. Anything else (a path
// with parameters, another letter case, a trailing slash, HEAD) is left to the router, so
// which route a request reaches stays Express's decision.
import type { RequestHandler } from "express";

export class StaticRoutes {
  readonly #routes = new Map<string, readonly RequestHandler[]>();

  /** Adds a route whose path has no parameters or wildcards (others are the router's alone). */
  add(method: string, path: string, handlers: readonly RequestHandler[]): void {
    if (/[:*?(){}]/.test(path)) return;
    this.#routes.set(`${method.toUpperCase()} ${path}`, handlers);
  }

  /**
   * Runs the handlers of the route the request's method and path name, as Express runs a
   * route's: each calls next to go on; an error thrown, rejected or passed to next goes on to
   * the router's error handling, and next("router") leaves the router. Handlers that all go on
   * without answering are a fault, as is next("route"): the router would run the route again.
   */
  readonly middleware: RequestHandler = (req, res, next) => {
    const handlers = this.#routes.get(`${req.method} ${req.path}`);
    if (!handlers) return next();
    req.params = {};
    let i = 0;
    const step = (err?: unknown): void => {
      if (err === "route") return next(new Error(`A handler of ${req.method} ${req.path} skipped its route.`));
      if (err) return next(err); // as Express: a falsy value goes on
      const handler = handlers[i++];
      if (!handler) return next(new Error(`The handlers of ${req.method} ${req.path} went on without answering.`));
      try {
        const returned: unknown = handler(req, res, step);
        if (returned instanceof Promise)
          returned.then(undefined, (error: unknown) => step(error || new Error("Rejected promise")));
      } catch (error) {
        step(error);
      }
    };
    step();
  };
}
