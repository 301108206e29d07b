import Fastify from "fastify";

/** A port nobody listens on, for a server the test starts as its own process. */
export async function freePort(): Promise<number> {
  const probe = Fastify();
  await probe.listen({ port: 0, host: "127.0.0.1" });
  const address = probe.server.address();
  await probe.close();
  return typeof address === "object" && address ? address.port : 0;
}
