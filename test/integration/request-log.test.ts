import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  t = await createTestApp({ logger });
});
afterAll(() => t.close());

function linesOf(requestId: string) {
  return lines.filter((line) => line.reqId === requestId);
}

describe("request log", () => {
  it("writes one line per request, when it completes, with method, path, status and time", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const requestId = String(response.headers["x-request-id"]);
    const logged = linesOf(requestId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/api/health" },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0]?.responseTime).toBe("number");
  });

  it("logs refused requests with their status too", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/users" });
    expect(response.statusCode).toBe(401);
    const logged = linesOf(String(response.headers["x-request-id"]));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      req: { method: "GET", url: "/api/admin/users" },
      res: { statusCode: 401 },
    });
  });
});
