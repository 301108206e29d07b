import type { FastifyInstance } from "fastify";
import { TEST_ADMIN } from "./test-server.js";

/** Signs in through the real login route and returns the Cookie header value for later requests. */
export async function signInCookie(
  app: FastifyInstance,
  credentials: { phoneNumber: string; password: string } = TEST_ADMIN,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { phoneNumber: credentials.phoneNumber, password: credentials.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((entry) => entry.name === "textpal_session");
  if (!cookie) throw new Error("sign-in set no session cookie");
  return `${cookie.name}=${cookie.value}`;
}
