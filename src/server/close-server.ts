import type { FastifyInstance } from "fastify";

/** How often connections that went idle during the drain are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops taking requests and closes the HTTP server within `drainMs`. Idle keep-alive connections
 * are closed at once (by server.close), and again as in-flight requests finish: their connections
 * stay open otherwise, up to the keep-alive timeout (72 s in Fastify), and app.close() waits for
 * them. Connections still busy after `drainMs` (a slow request, a client that never finished
 * sending one) are closed. Resolves with how the server closed.
 */
export async function closeServer(app: FastifyInstance, drainMs: number): Promise<"drained" | "cut"> {
  const server = app.server;
  const closed = app.close();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let deadline: NodeJS.Timeout | undefined;
  try {
    const outcome = await Promise.race([
      closed.then(() => "drained" as const),
      new Promise<"cut">((resolve) => {
        deadline = setTimeout(() => resolve("cut"), drainMs);
      }),
    ]);
    if (outcome === "cut") {
      server.closeAllConnections();
      await closed;
    }
    return outcome;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
