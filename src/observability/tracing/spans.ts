import {
  type Attributes,
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

/**
 * What a step notes on its span: our ids, outcomes, counts, codes, model names. Never a message's
 * text, a phone number, a name or a URL (decision 032); undefined values are left out.
 */
export type SpanFacts = Record<string, string | number | boolean | undefined | null>;

/** The span a step runs in, to add what it learns as it goes. */
export interface SpanNotes {
  note(facts: SpanFacts): void;
}

export interface SpanOptions {
  /**
   * The W3C traceparent stored with the data the step works on: the span continues that trace
   * whatever runs around it (a worker picks the text up later, perhaps in another process). Null
   * starts a trace of its own; a function is asked only while tracing is on (a read it costs).
   * Without it the span is a child of the step that calls it.
   */
  parent?: string | null | (() => Promise<string | null>);
  /** server for an HTTP request we answer, client for a call to a provider; internal otherwise. */
  kind?: "server" | "client" | "internal";
}

const KINDS = { server: SpanKind.SERVER, client: SpanKind.CLIENT, internal: SpanKind.INTERNAL };
const TRACER_NAME = "textpal";
const UNTRACED: SpanNotes = { note() {} };

/** The one check every span makes: false until a tracing session starts (start-tracing.ts). */
let tracingOn = false;

/** Called by the tracing session only, when it starts and when it has shut down. */
export function setTracingOn(on: boolean): void {
  tracingOn = on;
}

export function isTracingOn(): boolean {
  return tracingOn;
}

/**
 * Runs `run` in a span named `name` (textpal.<area>.<step>). A failure marks the span as an error
 * with the error's name or code only: messages can quote a phone number or a provider's URL.
 * Without tracing it is a plain call of `run`.
 */
export function withSpan<T>(
  name: string,
  facts: SpanFacts,
  run: (span: SpanNotes) => Promise<T>,
  options: SpanOptions = {},
): Promise<T> {
  // Not an async function: untraced, the step's own promise is returned, with no wrapper around it.
  return tracingOn ? traced(name, facts, run, options) : run(UNTRACED);
}

async function traced<T>(
  name: string,
  facts: SpanFacts,
  run: (span: SpanNotes) => Promise<T>,
  options: SpanOptions,
): Promise<T> {
  const parent = await parentContext(options.parent);
  const attributes = attributesOf(facts);
  const kind = KINDS[options.kind ?? "internal"];
  return trace.getTracer(TRACER_NAME).startActiveSpan(name, { kind, attributes }, parent, async (span) => {
    try {
      return await run({ note: (more) => span.setAttributes(attributesOf(more)) });
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute("error.type", errorType(error));
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The W3C traceparent of the span running now, to store with what it hands on; null untraced. */
export function currentTraceParent(): string | null {
  if (!tracingOn) return null;
  const carrier: { traceparent?: string } = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

async function parentContext(parent: SpanOptions["parent"]): Promise<Context> {
  if (parent === undefined) return context.active();
  // A trace is not worth a failed step: a lookup that fails (the database away) starts a new trace.
  const traceParent = typeof parent === "function" ? await parent().catch(() => null) : parent;
  return traceParent ? propagation.extract(ROOT_CONTEXT, { traceparent: traceParent }) : ROOT_CONTEXT;
}

function attributesOf(facts: SpanFacts): Attributes {
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(facts))
    if (value !== undefined && value !== null) attributes[key] = value;
  return attributes;
}

/** An error's code (SmsSendError's, a system error's) or its class name; never its message. */
function errorType(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === "string" || typeof code === "number") return String(code);
    if (typeof name === "string") return name;
  }
  return "error";
}
