import type { FastifyInstance } from "fastify";
import { auditLogApi } from "../../../shared/api/audit-log.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** The Audit Log screen: its filtered pages and its filters' choices. No route changes an entry. */
export async function auditLogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { auditLog } = ctx.services;
  routeFromContract(app, auditLogApi.list, ({ query }) => auditLog.list(query));
  routeFromContract(app, auditLogApi.filterOptions, () => auditLog.filterOptions());
}
