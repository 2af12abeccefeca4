// Where the server stands in its life (serving, then draining once a stop was asked) and which
// requests are in flight. A request is in flight from its arrival until its answer is sent,
// which includes its after-commit work (e-mail delivery runs before the answer): when none is
// left, everything the server accepted is done and the store can close.
import type { RequestHandler, Response } from "express";
import { WireRefusal } from "./failures.ts";

export type LifecycleState = "serving" | "draining";

export class Lifecycle {
  #state: LifecycleState = "serving";
  readonly #inFlight = new Set<Response>();
  #idle: (() => void)[] = [];
  #lastArrival = 0;

  /** @param retryAfterSeconds what a request refused while draining is told to wait. */
  constructor(readonly retryAfterSeconds = 5) {}

  get state(): LifecycleState {
    return this.#state;
  }

  get draining(): boolean {
    return this.#state === "draining";
  }

  /** When the last request or connection arrived (performance.now()). */
  get lastArrival(): number {
    return this.#lastArrival;
  }

  /** Notes that a request or a connection arrived. */
  arrived(): void {
    this.#lastArrival = performance.now();
  }

  /** Requests accepted before the drain began whose answer is not sent yet. */
  get inFlight(): number {
    return this.#inFlight.size;
  }

  /**
   * Counts every request accepted while serving until its answer is produced. While draining, answers say `Connection: close`, so that no client keeps a
   * connection to a server that is going away.
   */
  track(): RequestHandler {
    return (_req, res, next) => {
      this.arrived();
      if (this.draining) {
        res.setHeader("Connection", "close");
        next();
        return;
      }
      this.#inFlight.add(res);
      const done = () => {
        if (!this.#inFlight.delete(res)) return;
        if (this.#inFlight.size === 0) for (const resolve of this.#idle.splice(0)) resolve();
      };
      // Done when the server produces its answer, not when the client goes away: a request
      // whose client disconnected still runs to its end (its transaction, its e-mail).
      const end = res.end;
      res.end = function (this: Response, ...args: unknown[]) {
        done();
        return (end as (...a: unknown[]) => Response).apply(this, args);
      } as Response["end"];
      res.on("finish", done);
      next();
    };
  }

  /** Stops taking new work: requests in flight go on, their answers close their connections. */
  beginDrain(): void {
    if (this.draining) return;
    this.#state = "draining";
    for (const res of this.#inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  }

  /** Resolves when no request accepted before the drain is still in flight. */
  idle(): Promise<void> {
    if (this.#inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /**
   * For the API routers: while draining, a request is refused with `server.shutting_down`
   * (503 in the generation's envelope, with Retry-After) once its body has been read, so that
   * closing the connection after the answer cannot reset it before the client reads it.
   */
  admission(): RequestHandler {
    return (req, res, next) => {
      if (!this.draining) return next();
      res.setHeader("Retry-After", String(this.retryAfterSeconds));
      res.setHeader("Connection", "close");
      const refuse = () => next(new WireRefusal("server.shutting_down", { seconds: this.retryAfterSeconds }));
      if (req.readableEnded || req.complete) return refuse();
      let refused = false;
      const once = () => {
        if (refused) return;
        refused = true;
        clearTimeout(timer);
        refuse();
      };
      // A client that never finishes its body is answered anyway after a moment.
      const timer = setTimeout(once, 2000);
      req.on("end", once);
      req.on("error", once);
      req.resume();
    };
  }
}
