import { STATUS_CODES } from "node:http";
import { request } from "undici";

const UTF8 = new TextDecoder();

/** Statuses whose responses carry no body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * `fetch` for clients that accept one (the OpenAI SDK), made with undici's request(): the same
 * HTTP exchange, with the body read in one piece instead of through web streams. Every answer makes
 * at least one AI call, and Node's fetch cost about a fifth of a worker's CPU (bench/inbound).
 * Bodies other than text or bytes (uploads, streams) go to the global fetch.
 */
export async function requestFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const body = init.body;
  if (input instanceof Request || !(body == null || typeof body === "string" || body instanceof Uint8Array)) {
    return fetch(input, init);
  }
  const response = await request(input, {
    method: (init.method ?? "GET") as "GET",
    headers: headerRecord(init.headers),
    body: body ?? undefined,
    signal: init.signal ?? undefined,
  });
  const bytes = new Uint8Array(await response.body.arrayBuffer());
  const url = typeof input === "string" ? input : input.href;
  const content = NULL_BODY_STATUSES.has(response.statusCode) ? null : bytes;
  const headers = responseHeaders(response.headers);
  return new BufferedResponse(response.statusCode, headers, url, content) as unknown as Response;
}

/**
 * A Response whose body is already in memory. Building a real one wraps the bytes in a web stream
 * and reads them back through it, which cost about a quarter of each AI call's CPU; the client reads
 * the status, the headers and the JSON. A caller that asks for the body as a stream still gets one.
 */
class BufferedResponse {
  readonly redirected = false;
  readonly type = "basic";
  private used = false;
  private stream: ReadableStream<Uint8Array> | null = null;

  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly url: string,
    private readonly bytes: Uint8Array<ArrayBuffer> | null,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  get statusText(): string {
    return STATUS_CODES[this.status] ?? "";
  }

  get bodyUsed(): boolean {
    return this.used;
  }

  /** Handed out as a stream, the body is no longer readable in one piece. */
  get body(): ReadableStream<Uint8Array> | null {
    if (this.bytes === null) return null;
    this.used = true;
    this.stream ??= new Response(this.bytes).body;
    return this.stream;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.consume();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }

  async text(): Promise<string> {
    return UTF8.decode(this.consume());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  clone(): BufferedResponse {
    return new BufferedResponse(this.status, new Headers(this.headers), this.url, this.bytes);
  }

  private consume(): Uint8Array<ArrayBuffer> {
    if (this.used) throw new TypeError("Body is unusable: Body has already been read");
    this.used = true;
    return this.bytes ?? new Uint8Array(0);
  }
}

function headerRecord(headers: RequestInit["headers"]): Record<string, string> {
  const record: Record<string, string> = {};
  if (!headers) return record;
  const entries = headers instanceof Headers || Array.isArray(headers) ? headers : Object.entries(headers);
  for (const [name, value] of entries) {
    const key = name.toLowerCase();
    const text = Array.isArray(value) ? value.join(", ") : String(value);
    record[key] = key in record ? `${record[key]}, ${text}` : text;
  }
  return record;
}

function responseHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
