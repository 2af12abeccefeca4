// A TCP proxy in front of a PostgreSQL server that counts what its clients send: one chunk per
// round trip, since a client that waits for each answer sends its next messages only after it
// (a pipeline goes out in one write). Tests route a store through it to count round trips.
import { connect, createServer, type Socket } from "node:net";

export interface CountingProxy {
  /** `url` with its host and port replaced by the proxy's. */
  readonly url: string;
  /** Chunks sent by clients since the start or the last reset. */
  sent(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(url: string): Promise<CountingProxy> {
  const target = new URL(url);
  const [port, host] = [Number(target.port || 5432), target.hostname];
  const sockets = new Set<Socket>();
  let sent = 0;
  const server = createServer((client) => {
    const upstream = connect(port, host);
    sockets.add(client).add(upstream);
    client.on("data", (chunk) => {
      sent++;
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", close).on("error", close);
    upstream.on("close", close).on("error", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const routed = new URL(url);
  routed.hostname = "127.0.0.1";
  routed.port = String((server.address() as { port: number }).port);
  return {
    url: routed.toString(),
    sent: () => sent,
    reset: () => {
      sent = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
