import { z } from "zod";

/**
 * GET /api/health. `degraded`: the database does not answer, but this process still takes
 * webhooks into its spool (answered 200, so a load balancer keeps sending them). `unavailable`
 * (503): the database does not answer and nothing would keep a webhook.
 */
export const healthStatusSchema = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]),
  /** Webhooks this process holds in its spool, waiting to be taken by the database. */
  spool_depth: z.number().int(),
  message: z.string().optional(),
});

export type HealthStatus = z.output<typeof healthStatusSchema>;

export const DATABASE_AWAY_MESSAGE = "The database is not answering.";
