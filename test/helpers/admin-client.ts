import type { FastifyInstance } from "fastify";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Calls the admin API as a signed-in operator: the session cookie on every request, and the JSON
 * content type the cross-site guard asks of state changes.
 */
export function adminClient(app: FastifyInstance, cookie: string) {
  return (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, ...(method === "GET" ? {} : { "content-type": "application/json" }) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
}
