import { context, propagation, trace } from "@opentelemetry/api";
import type { Env } from "../../config/env.js";
import { isTracingOn, setTracingOn } from "./spans.js";

/** What a started tracing session offers its owner: a flush (tests, before reading) and the end. */
export interface TracingSession {
  /** Sends every finished span now. */
  flush(): Promise<void>;
  /** Sends what is left, stops the SDK and puts the API's no-op tracer back. */
  shutdown(): Promise<void>;
}

/** The OTLP/HTTP path for traces below OTEL_EXPORTER_OTLP_ENDPOINT, as the specification sets it. */
const TRACES_PATH = "/v1/traces";
/** A collector that does not answer must not hold a shutdown up (src/shutdown.ts gives this step less). */
const EXPORT_TIMEOUT_MS = 2_000;

/**
 * Starts the official OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set, and only then:
 * its modules are imported here, so a process without the variable never loads them and every
 * span is one boolean check (spans.ts). The SDK is process-wide (the API's globals), so one
 * session runs at a time; it is started per process by src/main.ts, or per app by a test.
 */
export async function startTracing(
  env: Pick<Env, "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_SERVICE_NAME">,
): Promise<TracingSession | null> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return null;
  // A second provider would take the globals over, and the first one's shutdown end both.
  if (isTracingOn())
    throw new Error("tracing is already running in this process: shut that session down first");
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    semconv,
  ] = await Promise.all([
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/semantic-conventions"),
  ]);
  const exporter = new OTLPTraceExporter({
    url: `${endpoint}${TRACES_PATH}`,
    timeoutMillis: EXPORT_TIMEOUT_MS,
  });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(exporter, { exportTimeoutMillis: EXPORT_TIMEOUT_MS })],
  });
  provider.register();
  setTracingOn(true);
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      setTracingOn(false);
      try {
        await provider.shutdown();
      } finally {
        trace.disable();
        context.disable();
        propagation.disable();
      }
    },
  };
}
