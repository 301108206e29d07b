import type { FastifyInstance } from "fastify";
import type { LoadSample } from "../../observability/metrics/load-gauges.js";
import { METRICS_REFUSALS, metricsAccess } from "../../observability/metrics/metrics-access.js";
import { scrapeMetrics } from "../../observability/metrics/scrape.js";
import type { AppContext } from "../context.js";
import { sendApiNotFound } from "../error-handler.js";

/** The path Prometheus scrapes, on the HTTP server and on a worker's METRICS_PORT alike. */
export const METRICS_PATH = "/metrics";

/**
 * `GET /metrics` in Prometheus' text format, for `Authorization: Bearer $METRICS_TOKEN`; with no
 * token configured it answers 404, as if it did not exist. It is no API call, so it has no
 * contract and is not in the OpenAPI document.
 */
export async function metricsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const sample = loadSampler(ctx, (error) => app.log.warn({ err: error }, "metrics: queues not read"));
  app.get(METRICS_PATH, async (request, reply) => {
    const access = metricsAccess(ctx.env.METRICS_TOKEN, request.headers.authorization);
    if (access === "disabled") return sendApiNotFound(request, reply);
    if (access !== "granted")
      return reply
        .status(401)
        .header("www-authenticate", "Bearer")
        .send({ message: METRICS_REFUSALS[access] });
    const scrape = await scrapeMetrics(sample);
    return reply.type(scrape.contentType).send(scrape.body);
  });
}

/**
 * What a scrape reads at its moment: the queues (a database that does not answer leaves their
 * series out, and the rest is still served), the spool and the pool.
 */
export function loadSampler(
  ctx: Pick<AppContext, "services" | "messaging">,
  queuesNotRead: (error: unknown) => void,
): () => Promise<LoadSample> {
  return async () => {
    const queues = await ctx.services.load.queues().catch((error: unknown) => {
      queuesNotRead(error);
      return undefined;
    });
    return { queues, spoolDepth: ctx.messaging.spoolDepth, pool: ctx.services.load.pool() };
  };
}
