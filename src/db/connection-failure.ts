/**
 * What a failed statement's error says about the statement, when the connection was the cause:
 * - `not-run`: the server said it ended the session (a failover, an administrator, too many
 *   connections, a database closed to connections) or the connection never opened, so the
 *   statement did not take effect;
 * - `unknown`: the socket went away mid-statement, which may have committed or not;
 * - `other`: not a connection failure at all (a constraint, a syntax error): never retried.
 */
export type ConnectionFailure = "not-run" | "unknown" | "other";

/** SQLSTATEs with which the server ends or refuses a session (class 08 is checked by prefix). */
const SESSION_ENDED = new Set(["57P01", "57P02", "57P03", "53300"]);
const NO_CONNECTION = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
const SOCKET_LOST = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT"]);
const SOCKET_LOST_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

export function classifyConnectionFailure(error: unknown): ConnectionFailure {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : "";
  if (typeof code === "string") {
    if (SESSION_ENDED.has(code) || code.startsWith("08") || NO_CONNECTION.has(code)) return "not-run";
    // 55000 is also raised for unrelated states: only the refusal to connect counts.
    if (code === "55000" && text.includes("not currently accepting connections")) return "not-run";
    if (SOCKET_LOST.has(code)) return "unknown";
  }
  return SOCKET_LOST_MESSAGES.some((known) => text.includes(known)) ? "unknown" : "other";
}

/** A statement that only reads may run twice; one whose effect is unknown must not be repeated blindly. */
export function isReadOnlyStatement(text: string): boolean {
  return /^\s*select\b/i.test(text) && !/\b(insert|update|delete|nextval)\b/i.test(text);
}

/** Whether a statement that failed this way may be sent again on a new connection. */
export function mayRetryStatement(failure: ConnectionFailure, statement: string): boolean {
  if (failure === "not-run") return true;
  return failure === "unknown" && isReadOnlyStatement(statement);
}
