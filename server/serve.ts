// The server process's hold on its port: listening (with a message an operator can act on
// when it cannot) and the graceful stop on SIGTERM/SIGINT. A stop takes no new work (requests
// answer 503, no further paid callback is taken), lets the requests in flight finish with
// their after-commit work (e-mail delivery) and the callbacks being posted finish within the
// grace period (those still posting after it are given back, to be sent again after a
// restart or by another process), closes the port and the store, and exits 0; past the
// grace period what is still running is cut off (its transaction rolls back) and it exits 1.
// The port stays open (answering 503) until no connection has arrived for a moment: a busy
// server leaves connections waiting in the system's backlog, and closing the port would
// reset them with their requests unanswered.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import type { Logger } from "pino";
import type { Store } from "./store/database.ts";
import { flushRequestCounts } from "./modules/accounts/index.ts";
import type { Lifecycle } from "./http/lifecycle.ts";
import { answerTruncatedBodies } from "./http/body-errors.ts";

/** A start that cannot go on, with what to do about it. */
export class StartError extends Error {}

function listenFailure(err: NodeJS.ErrnoException, port: number, host: string): StartError {
  switch (err.code) {
    case "EADDRINUSE":
      return new StartError(
        `Port ${port} on ${host} is already in use: another process (perhaps another npm start) listens there. Stop it, or set PORT to a free port.`,
      );
    case "EACCES":
      return new StartError(
        `Not allowed to listen on port ${port} of ${host}: ports below 1024 need privileges. Set PORT to 1024 or above.`,
      );
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new StartError(
        `HOST ${host} is not an address of this machine. Use 127.0.0.1 (this machine only, the default) or 0.0.0.0 (every interface, e.g. in a container).`,
      );
    default:
      return new StartError(`Cannot listen on ${host}:${port}: ${err.message}`);
  }
}

/** Listens on host:port; rejects with a StartError naming the cause and the remedy. */
export function listen(app: Express, port: number, host: string, lifecycle?: Lifecycle): Promise<Server> {
  const server = createServer(app);
  answerTruncatedBodies(server);
  if (lifecycle) server.on("connection", () => lifecycle.arrived());
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => reject(listenFailure(err, port, host));
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve(server);
    });
  });
}

/** The port the server got (PORT=0 asks the system for a free one). */
export function boundPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}

/** How long no connection nor request must arrive before the port closes. */
const QUIET_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function within<T>(promise: Promise<T>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });
}

export interface StopDeps {
  readonly server: Server;
  readonly lifecycle: Lifecycle;
  readonly store: Store;
  readonly logger: Logger;
  readonly graceSeconds: number;
  /** The delivery of paid callbacks (CallbackDispatcher), stopped with the server. */
  readonly callbacks?: { stop(graceMs: number): Promise<void> };
}

/** Stops the server as described above; answers the exit code. */
export async function stopGracefully(deps: StopDeps, reason: string): Promise<number> {
  const { server, lifecycle, store, logger } = deps;
  logger.info(
    { reason, in_flight: lifecycle.inFlight, grace_seconds: deps.graceSeconds },
    "shutting down: taking no new requests, finishing those in flight",
  );
  const deadline = performance.now() + deps.graceSeconds * 1000;
  lifecycle.beginDrain();
  const callbacksStopped = deps.callbacks?.stop(deps.graceSeconds * 1000).catch((err: unknown) => {
    logger.error({ err }, "stopping the delivery of callbacks failed");
  });
  const finished = await within(lifecycle.idle(), deps.graceSeconds * 1000);
  if (!finished)
    logger.error(
      { in_flight: lifecycle.inFlight },
      "grace period over: cutting off the requests still in flight (their transactions roll back)",
    );
  for (
    let quiet = performance.now() - lifecycle.lastArrival;
    quiet < QUIET_MS && performance.now() < deadline;
    quiet = performance.now() - lifecycle.lastArrival
  ) {
    await sleep(Math.min(QUIET_MS - quiet, deadline - performance.now()) + 1);
  }
  // Stops listening and closes idle keep-alive connections; one still answering a 503 closes
  // after it, or is cut after a moment.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (!(await within(closed, finished ? 2000 : 0))) {
    server.closeAllConnections();
    await within(closed, 1000);
  }
  // Before the store closes: the callbacks still posting are given back in it.
  await callbacksStopped;
  // The requests counted against the plans and not yet written (request-counter.ts).
  if (
    !(await within(
      flushRequestCounts(store).catch(() => undefined),
      5000,
    ))
  )
    logger.error("the request counts were not written within 5 s");
  if (!(await within(store.close(), 5000))) logger.error("the store did not close within 5 s");
  logger.info({ exit_code: finished ? 0 : 1 }, "stopped");
  return finished ? 0 : 1;
}

/** Stops gracefully on the first SIGTERM or SIGINT, then exits; later signals are noted only. */
export function stopOnSignals(deps: StopDeps): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      deps.logger.info({ signal }, "already shutting down");
      return;
    }
    stopping = true;
    void stopGracefully(deps, signal).then((code) => process.exit(code));
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
