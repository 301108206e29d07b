import { request } from "undici";

/** Statuses whose responses carry no body (the Response constructor rejects one). */
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
  const bytes = await response.body.arrayBuffer();
  return new Response(NULL_BODY_STATUSES.has(response.statusCode) ? null : bytes, {
    status: response.statusCode,
    headers: responseHeaders(response.headers),
  });
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
