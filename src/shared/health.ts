import { z } from "zod";

/**
 * GET /api/health. `degraded`: the database cannot be reached (it does not answer, or it does but
 * this process has no free connection: `message` says which), but this process still takes
 * webhooks into its spool (answered 200, so a load balancer keeps sending them). `unavailable`
 * (503): the same, and nothing would keep a webhook.
 */
export const healthStatusSchema = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]),
  /** Webhooks this process holds in its spool, waiting to be taken by the database. */
  spool_depth: z.number().int(),
  message: z.string().optional(),
  /**
   * This process's PostgreSQL connections (absent on the embedded database): `size` the most it
   * opens, `in_use` checked out, `waiting` callers queued for one, `recycled` taken back by the
   * pool guard since start (held past its limit, or dead but never released).
   */
  pool: z
    .object({
      size: z.number().int(),
      open: z.number().int(),
      in_use: z.number().int(),
      waiting: z.number().int(),
      recycled: z.number().int(),
    })
    .optional(),
});

export type HealthStatus = z.output<typeof healthStatusSchema>;

export const DATABASE_AWAY_MESSAGE = "The database is not answering.";
export const POOL_EXHAUSTED_MESSAGE =
  "The database is answering, but every connection of this process is in use: restart the process.";

/** GET /api/health/live: the process runs and its event loop turns; nothing else is checked. */
export const livenessSchema = z.object({ status: z.literal("alive") });

/**
 * GET /api/health/ready: 200 `ready` while the database answers, its migrations are this build's
 * and the process is not shutting down; otherwise 503 `not ready` with the reason.
 */
export const readinessSchema = z.object({
  status: z.enum(["ready", "not ready"]),
  reason: z.string().optional(),
});
