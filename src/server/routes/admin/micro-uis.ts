import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DateTime } from "luxon";
import { z } from "zod";
import { listQuerySchema, TOTAL_COUNT_HEADER } from "../../../shared/list-query.js";
import type { AppContext } from "../../context.js";

/** The Micro UIs screen: a paged, searchable list (total in X-Total-Count) and its summary cards. */
export async function microUisAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { microUis } = ctx.services;

  const summaryQuerySchema = z.object({
    // The browser's zone decides where "today" starts; an unknown one falls back to the server's.
    timezone: z
      .string()
      .optional()
      .transform((zone) =>
        zone && DateTime.local().setZone(zone).isValid ? zone : ctx.env.DEFAULT_TIMEZONE,
      ),
  });

  routes.get("/micro-uis", { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const { items, total } = await microUis.list(request.query);
    reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  routes.get("/micro-uis/summary", { schema: { querystring: summaryQuerySchema } }, async (request) =>
    microUis.summary(request.query.timezone),
  );
}
