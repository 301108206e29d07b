import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { LoadSample } from "./load-gauges.js";
import { METRICS_REFUSALS, metricsAccess } from "./metrics-access.js";
import { scrapeMetrics } from "./scrape.js";

export interface MetricsServerOptions {
  host: string;
  port: number;
  /** METRICS_TOKEN: required, as on the HTTP server's /metrics. */
  token: string | undefined;
  sample: () => Promise<LoadSample>;
  log: { error(object: object, message: string): void };
}

export interface MetricsServer {
  /** The port it listens on (the one chosen when asked for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A `worker` process has no HTTP server: this plain one serves its `GET /metrics`, with the same
 * token rule, and nothing else.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server = createServer((request, response) => void answer(options, request, response));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(options: MetricsServerOptions, request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? "").split("?")[0];
  if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD"))
    return sendJson(response, 404, `Not found: ${request.method} ${path}`);
  const access = metricsAccess(options.token, request.headers.authorization);
  if (access === "disabled") return sendJson(response, 404, `Not found: ${request.method} ${path}`);
  if (access !== "granted") {
    response.setHeader("www-authenticate", "Bearer");
    return sendJson(response, 401, METRICS_REFUSALS[access]);
  }
  try {
    const scrape = await scrapeMetrics(options.sample);
    response.writeHead(200, { "content-type": scrape.contentType });
    response.end(request.method === "HEAD" ? undefined : scrape.body);
  } catch (error) {
    options.log.error({ err: error }, "metrics scrape failed");
    sendJson(response, 500, "Something went wrong on our side.");
  }
}

function sendJson(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify({ message }));
}
