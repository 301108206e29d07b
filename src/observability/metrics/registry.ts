import { collectDefaultMetrics, Registry } from "prom-client";

/** Every series' name starts with this, the default ones (process, heap, event loop) too. */
export const METRIC_PREFIX = "textpal_";

/**
 * The one registry of this process, built when this module is first imported. It is not
 * prom-client's global default registry, so nothing a library registers there reaches /metrics,
 * and the test files that share a worker process share this one on purpose: counters only go up,
 * and tests read how far they moved (decision 031).
 */
export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry, prefix: METRIC_PREFIX });
