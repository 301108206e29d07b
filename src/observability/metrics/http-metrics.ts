import { Counter, Histogram } from "prom-client";
import { oneOf, statusCodeLabel } from "./label-values.js";
import { METRIC_PREFIX, metricsRegistry } from "./registry.js";

const registers = [metricsRegistry];

const webhookAnswers = new Counter({
  name: `${METRIC_PREFIX}webhook_responses_total`,
  help: "Answers to Twilio's webhooks, by webhook (inbound, status) and HTTP status code.",
  labelNames: ["webhook", "status_code"],
  registers,
});

const requests = new Counter({
  name: `${METRIC_PREFIX}http_requests_total`,
  help: "HTTP requests answered, by method and status class (2xx, 3xx, 4xx, 5xx).",
  labelNames: ["method", "status_class"],
  registers,
});

const requestDuration = new Histogram({
  name: `${METRIC_PREFIX}http_request_duration_seconds`,
  help: "How long HTTP requests took to answer, by status class.",
  labelNames: ["status_class"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const WEBHOOKS = ["inbound", "status"] as const;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

function statusClass(status: number): string {
  return status >= 100 && status <= 599 ? `${Math.floor(status / 100)}xx` : "other";
}

/** The HTTP server's counts, from its onResponse hooks. */
export const httpMetrics = {
  webhookAnswered(webhook: "inbound" | "status", statusCode: number): void {
    webhookAnswers.inc({ webhook: oneOf(WEBHOOKS, webhook), status_code: statusCodeLabel(statusCode) });
  },
  answered(method: string, statusCode: number, seconds: number): void {
    const status_class = statusClass(statusCode);
    requests.inc({ method: oneOf(METHODS, method), status_class });
    requestDuration.observe({ status_class }, seconds);
  },
};
