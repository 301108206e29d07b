import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { adminSessionRoutes } from "./auth.js";
import { mockChatRoutes } from "./mock-chat.js";

/**
 * Every admin API route, registered under /api/admin behind the session and cross-site guards.
 * A screen's routes live in their own file and are added here.
 */
export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(adminSessionRoutes, { ctx });
  await app.register(mockChatRoutes, { ctx });
}
