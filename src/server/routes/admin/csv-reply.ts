import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * Sends a CSV export as a download named `<name>-YYYY-MM-DD.csv` (the UTC day). The body is a
 * stream, so Fastify pipes it and the socket's backpressure paces the database reads.
 */
export function sendCsv(reply: FastifyReply, name: string, now: Date, body: Readable) {
  const day = now.toISOString().slice(0, 10);
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${day}.csv"`)
    .header("cache-control", "no-store")
    .send(body);
}
