import { z } from "zod";
import type { AuditAction } from "../audit-actions.js";

/** Where the console's calls live; all but sign-in need the session cookie. */
export const ADMIN_API_PREFIX = "/api/admin";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call: "admin" calls sit behind the console's session cookie; "public" calls are open
 * (the webhooks check their own signatures).
 */
export type ApiAuth = "admin" | "public";

/**
 * How a paged list travels. Every list is one shape inside the code, {items,total} (`Page`); on the
 * wire the spec fixes two forms, which both stay: a bare array with the total in X-Total-Count,
 * or `{messages,total}` for the queue.
 */
export type PageWire = "array-with-total-header" | "messages-and-total";

/** What a call answers with, besides the JSON of `response`. */
export type ResponseFormat = "json" | "csv" | "html" | "twiml" | "file" | "none";

/**
 * One API call: its method, path, inputs and answer, each a zod schema. The server registers the
 * route from it (validation and serializer), the web calls through it, and the OpenAPI document
 * is generated from the list of all of them, so the three cannot drift apart.
 */
export interface ApiContract {
  method: HttpMethod;
  /** Fastify-style, with `:name` path parameters: `/api/admin/users/:id`. */
  path: string;
  auth: ApiAuth;
  /** The OpenAPI tag: the console screen or resource. */
  tag: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The form of the body, when it is not JSON (Twilio posts forms). */
  bodyFormat?: "form";
  /** The largest body in bytes, for the one call that takes files; every other call takes 1 MB. */
  bodyLimit?: number;
  /** For a paged list, the schema of one row; otherwise the whole answer. */
  response: z.ZodType;
  page?: PageWire;
  format?: ResponseFormat;
  /**
   * 200 unless the call creates something (201), only takes something in to be handled later
   * (202), or answers with no body at all (204, with `format: "none"`).
   */
  status?: 200 | 201 | 202 | 204;
  /** Answers other than success and the usual errors, for the document (the health check's 503). */
  otherAnswers?: Record<number, { description: string; schema: z.ZodType }>;
  /**
   * How a state-changing call under /api/admin reaches the audit log (decision 019). By default
   * the route runs the handler and writes one entry in one transaction, the action and resource
   * read from the method and path; `action` and `resource` name them where the path does not.
   * `writtenBy: "service"` marks the calls whose service writes its own entries: the credential
   * checks, which must record a failure and wait out the throttle outside any transaction, and
   * the mock chat, whose text the messaging core stores.
   */
  audit?: { action?: AuditAction; resource?: string; writtenBy?: "service" };
}

/** Keeps the literal types of a contract, so callers get typed inputs and answers. */
export const defineContract = <const C extends ApiContract>(contract: C): C => contract;

/** One page of a list: the rows, and the total across all pages. */
export interface Page<T> {
  items: T[];
  total: number;
}

export const TOTAL_COUNT_HEADER = "X-Total-Count";

/** The answer as the code holds it: a `Page` of rows for a paged list, else the response itself. */
export type ContractResult<C extends ApiContract> = C["page"] extends PageWire
  ? Page<z.output<C["response"]>>
  : z.output<C["response"]>;

/** What the server's handler returns before serialization. */
export type ContractReturn<C extends ApiContract> = C["page"] extends PageWire
  ? Page<z.input<C["response"]>>
  : z.input<C["response"]>;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The values a caller supplies: path parameters, query and body, each only when the call has it. */
export type ContractInput<C extends ApiContract> = OptionalKeys<{
  params: InputOf<C["params"]>;
  query: InputOf<C["query"]>;
  body: InputOf<C["body"]>;
}>;

type OptionalKeys<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** The schema of what goes on the wire for the answer. */
export function wireResponseSchema(contract: ApiContract): z.ZodType {
  if (contract.page === "array-with-total-header") return z.array(contract.response);
  if (contract.page === "messages-and-total") {
    return z.object({ messages: z.array(contract.response), total: z.number().int() });
  }
  return contract.response;
}

/** Every error answer: a message, plus per-field messages when the input was invalid. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** `{ ok: true }`, the answer of calls that only confirm. */
export const okSchema = z.object({ ok: z.literal(true) });

/** The "answer" of a 204 call: no body. */
export const noContentSchema = z.undefined();
