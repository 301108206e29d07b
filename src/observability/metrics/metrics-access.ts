import { createHash, timingSafeEqual } from "node:crypto";

/** Whether a scrape may read /metrics, as both the HTTP server and a worker's metrics port decide it. */
export type MetricsAccess = "disabled" | "missing" | "wrong" | "granted";

/**
 * With no METRICS_TOKEN, /metrics is disabled (404, as if it did not exist). Otherwise it needs
 * `Authorization: Bearer <token>`; the token is compared in constant time, by digest so that its
 * length leaks nothing either.
 */
export function metricsAccess(token: string | undefined, authorization: string | undefined): MetricsAccess {
  if (!token) return "disabled";
  const presented = /^Bearer +(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  if (presented === undefined) return "missing";
  return timingSafeEqual(digest(presented), digest(token)) ? "granted" : "wrong";
}

/** What a refused scrape is told. */
export const METRICS_REFUSALS = {
  missing: "Metrics need Authorization: Bearer <METRICS_TOKEN>.",
  wrong: "The metrics token is wrong.",
} as const;

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
