import { Agent, get } from "node:http";
import { connect } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { closeServer } from "../../src/server/close-server.js";

async function listening() {
  const app = Fastify();
  app.get("/slow", async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return "done";
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, port: (app.server.address() as { port: number }).port };
}

describe("closeServer", () => {
  it("lets an in-flight request finish, then closes its keep-alive connection instead of waiting 72 s", async () => {
    const { app, port } = await listening();
    const answer = new Promise<string>((resolve, reject) => {
      get(`http://127.0.0.1:${port}/slow`, { agent: new Agent({ keepAlive: true }) }, (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve(body));
      }).on("error", reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Waiting out the keep-alive would take 72 s: the test's own time limit fails it long before.
    expect(await closeServer(app, 5_000)).toBe("drained");
    expect(await answer).toBe("done");
  });

  it("cuts off a connection still busy at the limit", async () => {
    const { app, port } = await listening();
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET /slow HTTP/1.1\r\nHost: localhost\r\n");
    const closed = new Promise((resolve) => socket.once("close", resolve));
    expect(await closeServer(app, 200)).toBe("cut");
    await closed;
  });
});
