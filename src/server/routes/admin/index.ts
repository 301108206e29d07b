import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { adminSessionRoutes } from "./auth.js";
import { dashboardRoutes } from "./dashboard.js";
import { mockChatRoutes } from "./mock-chat.js";
import { settingsRoutes } from "./settings.js";
import { systemNumbersRoutes } from "./system-numbers.js";
import { threadsRoutes } from "./threads.js";
import { usersRoutes } from "./users.js";

/**
 * Every admin API route, registered under /api/admin behind the session and cross-site guards.
 * A screen's routes live in their own file and are added here.
 */
export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(adminSessionRoutes, { ctx });
  await app.register(mockChatRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(threadsRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
  await app.register(systemNumbersRoutes, { ctx });
}
