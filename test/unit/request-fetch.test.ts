import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import OpenAI, { APIConnectionTimeoutError } from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestFetch } from "../../src/providers/http/request-fetch.js";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      if (request.url?.startsWith("/hang")) return;
      if (request.url === "/empty") return response.writeHead(204).end();
      response.setHeader("set-cookie", ["a=1", "b=2"]);
      response.writeHead(201, { "content-type": "application/json", "x-request-id": "req_1" });
      response.end(JSON.stringify({ echoed: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("requestFetch", () => {
  it("sends the method, headers and body and returns status, headers and body", async () => {
    const response = await requestFetch(`${base}/echo`, {
      method: "POST",
      headers: new Headers({ Authorization: "Bearer k", "Content-Type": "application/json" }),
      body: '{"q":1}',
    });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get("x-request-id")).toBe("req_1");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await response.json()).toEqual({ echoed: '{"q":1}' });
    const request = seen.at(-1);
    expect(request).toMatchObject({ method: "POST", url: "/echo", body: '{"q":1}' });
    expect(request?.headers.authorization).toBe("Bearer k");
    expect(request?.headers["content-type"]).toBe("application/json");
  });

  it("reads the body once, as text, bytes or a stream, and clones it unread", async () => {
    const response = await requestFetch(`${base}/echo`, { method: "POST", body: "é" });
    expect(response.statusText).toBe("Created");
    expect(response.url).toBe(`${base}/echo`);
    const copy = response.clone();
    const streamed = response.clone();
    expect(await response.text()).toBe(JSON.stringify({ echoed: "é" }));
    expect(response.bodyUsed).toBe(true);
    await expect(response.json()).rejects.toThrow(/already been read/);
    expect(new TextDecoder().decode(await copy.arrayBuffer())).toBe(JSON.stringify({ echoed: "é" }));
    expect(await new Response(streamed.body).json()).toEqual({ echoed: "é" });
  });

  it("accepts plain-object headers and answers a 204 with no body", async () => {
    const response = await requestFetch(`${base}/empty`, { headers: { "X-Trace": "t1" } });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(seen.at(-1)?.headers["x-trace"]).toBe("t1");
  });

  it("rejects with an AbortError when its signal aborts", async () => {
    const controller = new AbortController();
    const pending = requestFetch(`${base}/hang`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("rejects when nothing listens", async () => {
    await expect(requestFetch("http://127.0.0.1:1/")).rejects.toThrow();
  });

  it("lets the OpenAI client time out and retry through it", async () => {
    const before = seen.filter((request) => request.url === "/hang/chat/completions").length;
    const client = new OpenAI({
      baseURL: `${base}/hang`,
      apiKey: "k",
      timeout: 100,
      maxRetries: 1,
      fetch: requestFetch,
    });
    await expect(
      client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] }),
    ).rejects.toBeInstanceOf(APIConnectionTimeoutError);
    const after = seen.filter((request) => request.url === "/hang/chat/completions").length;
    expect(after - before).toBe(2);
  });
});
