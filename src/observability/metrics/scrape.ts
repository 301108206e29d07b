import type { LoadSample } from "./load-gauges.js";
import { setLoadGauges } from "./load-gauges.js";
import { metricsRegistry } from "./registry.js";

export interface Scrape {
  contentType: string;
  body: string;
}

/** Scrapes one after another, so a scrape's gauges are never set by another's sample midway. */
let previous: Promise<unknown> = Promise.resolve();

/**
 * Prometheus' text format for the whole registry, with the gauges of what the process carries now
 * (queues, spool, pool) set from `sample`, which is read at scrape time (decision 031).
 */
export function scrapeMetrics(sample: () => Promise<LoadSample>): Promise<Scrape> {
  const scrape = previous.then(async () => {
    setLoadGauges(await sample());
    return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
  });
  previous = scrape.catch(() => {});
  return scrape;
}
