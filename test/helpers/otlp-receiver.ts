import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A span as OTLP/JSON carries it, with its attributes read into plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
  /** 2 is an error (OTLP's STATUS_CODE_ERROR). */
  statusCode: number;
  serviceName: string | undefined;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpBody {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes?: OtlpAttribute[];
        status?: { code?: number };
      }>;
    }>;
  }>;
}

/**
 * A collector on 127.0.0.1 that takes OTLP/HTTP trace exports (POST /v1/traces, the JSON the
 * official exporter sends) and keeps each body's bytes as they came, for a test to read the
 * spans and to search what left the process.
 */
export class OtlpReceiver {
  readonly bodies: Buffer[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const found = request.method === "POST" && request.url === "/v1/traces";
      if (found) this.bodies.push(Buffer.concat(chunks));
      response.writeHead(found ? 200 : 404, { "content-type": "application/json" }).end("{}");
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  /** OTEL_EXPORTER_OTLP_ENDPOINT for this receiver. */
  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Every byte received, to search for what must never leave. */
  get raw(): string {
    return Buffer.concat(this.bodies).toString("utf8");
  }

  /** The spans received, from the `from`th export on (one export holds one batch of spans). */
  spans(from = 0): ReceivedSpan[] {
    return this.bodies.slice(from).flatMap((body) =>
      ((JSON.parse(body.toString("utf8")) as OtlpBody).resourceSpans ?? []).flatMap((resource) => {
        const serviceName = attributesOf(resource.resource?.attributes)["service.name"];
        return (resource.scopeSpans ?? []).flatMap((scope) =>
          (scope.spans ?? []).map((span) => ({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? "",
            name: span.name,
            attributes: attributesOf(span.attributes),
            statusCode: span.status?.code ?? 0,
            serviceName: typeof serviceName === "string" ? serviceName : undefined,
          })),
        );
      }),
    );
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function attributesOf(attributes: OtlpAttribute[] = []): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {};
  for (const { key, value } of attributes) {
    const plain = value.stringValue ?? value.boolValue ?? value.doubleValue ?? value.intValue;
    if (plain !== undefined)
      values[key] = typeof plain === "string" && "intValue" in value ? Number(plain) : plain;
  }
  return values;
}
