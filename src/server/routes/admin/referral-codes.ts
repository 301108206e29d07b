import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { countReferralCodes, listReferralCodes } from "../../../db/repositories/referral-codes.js";
import {
  changeReferralCode,
  createSystemCode,
  deactivateReferralCode,
} from "../../../domain/referral-codes/manage-referral-codes.js";
import { listQuerySchema, TOTAL_COUNT_HEADER } from "../../../shared/list-query.js";
import { referralCodeCreateSchema, referralCodeUpdateSchema } from "../../../shared/referral-codes.js";
import type { AppContext } from "../../context.js";
import { toReferralCode } from "../../presenters/referral-codes.js";
import { idParamsSchema } from "./id-param.js";

/**
 * The Referral codes screen: every user has a code, so the list is paged and searched on the
 * server (code or owner phone; total in X-Total-Count). DELETE deactivates; PATCH reactivates or
 * changes a system code's limit.
 */
export async function referralCodesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  routes.get("/referral-codes", { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const [rows, total] = await Promise.all([
      listReferralCodes(db, request.query),
      countReferralCodes(db, request.query.search),
    ]);
    reply.header(TOTAL_COUNT_HEADER, total);
    return rows.map(toReferralCode);
  });

  routes.post("/referral-codes", { schema: { body: referralCodeCreateSchema } }, async (request, reply) =>
    reply.status(201).send(toReferralCode(await createSystemCode(db, request.body))),
  );

  routes.patch(
    "/referral-codes/:id",
    { schema: { params: idParamsSchema, body: referralCodeUpdateSchema } },
    async (request) => toReferralCode(await changeReferralCode(db, request.params.id, request.body)),
  );

  routes.delete("/referral-codes/:id", { schema: { params: idParamsSchema } }, async (request) =>
    toReferralCode(await deactivateReferralCode(db, request.params.id)),
  );
}
