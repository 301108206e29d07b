/**
 * GET /api/health. `degraded`: the database does not answer, but this process still takes
 * webhooks into its spool (answered 200, so a load balancer keeps sending them). `unavailable`
 * (503): the database does not answer and nothing would keep a webhook.
 */
export interface HealthStatus {
  status: "ok" | "degraded" | "unavailable";
  /** Webhooks this process holds in its spool, waiting to be taken by the database. */
  spool_depth: number;
  message?: string;
}

export const DATABASE_AWAY_MESSAGE = "The database is not answering.";
