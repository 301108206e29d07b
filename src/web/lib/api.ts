/**
 * The one way the web app talks to the server (spec 000 section 7): JSON bodies, cookies always
 * sent, and every non-OK response becomes an ApiError whose message is "<status>: <body or status text>".
 */

export class ApiError extends Error {
  readonly status: number;
  /** The path as requested (not the resolved absolute URL), so callers can compare it with constants. */
  readonly url: string;
  /** The server's human-readable `message` when the body is JSON `{message}`, e.g. the throttling notice. */
  readonly serverMessage: string | undefined;
  /** A 400's per-field messages (`{errors}`), keyed by the body's field names, for the form to show. */
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(
    status: number,
    url: string,
    text: string,
    serverMessage: string | undefined,
    fieldErrors?: Record<string, string>,
  ) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.url = url;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface GetOptions {
  /** "returnNull" makes a 401 resolve to null, for reads that merely ask "am I signed in?". */
  on401?: "throw" | "returnNull";
}

async function toApiError(url: string, response: Response): Promise<ApiError> {
  const text = await response.text();
  const { message, errors } = readErrorBody(text);
  return new ApiError(response.status, url, text || response.statusText, message, errors);
}

function readErrorBody(text: string): { message?: string; errors?: Record<string, string> } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) return {};
    const message = "message" in parsed && typeof parsed.message === "string" ? parsed.message : undefined;
    const errors =
      "errors" in parsed && typeof parsed.errors === "object" && parsed.errors !== null
        ? (parsed.errors as Record<string, string>)
        : undefined;
    return { message, errors };
  } catch {
    // Not JSON (e.g. a proxy's HTML error page): the status line in Error.message is all there is.
    return {};
  }
}

export async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  // Some calls answer with an empty body; callers that do not read the response type it as unknown.
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function send(method: Method, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    // The server rejects state-changing requests without this header (CSRF protection), so it is
    // sent even when there is no body.
    headers: method === "GET" ? { Accept: "application/json" } : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(url, response);
  return response;
}

async function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  return readBody<T>(await send(method, url, body));
}

async function get<T>(url: string, options: GetOptions & { on401: "returnNull" }): Promise<T | null>;
async function get<T>(url: string, options?: GetOptions): Promise<T>;
async function get<T>(url: string, options: GetOptions = {}): Promise<T | null> {
  try {
    return await request<T>("GET", url);
  } catch (error) {
    if (options.on401 === "returnNull" && isApiError(error, 401)) return null;
    throw error;
  }
}

/**
 * Plain calls by URL, for the micro UI viewer, which stays free of the contracts' schemas; the
 * console calls through its contracts with `callApi`.
 */
export const api = {
  get,
  post: <T = unknown>(url: string, body?: unknown) => request<T>("POST", url, body),
};
