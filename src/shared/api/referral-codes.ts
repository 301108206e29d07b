import { listQuerySchema } from "../list-query.js";
import { referralCodeCreateSchema, referralCodeSchema, referralCodeUpdateSchema } from "../referral-codes.js";
import { defineContract } from "./contract.js";
import { idParamsSchema } from "./id-param.js";

const tag = "Referral Codes";

/** The Referral codes screen (spec 001 section 2.9). */
export const referralCodesApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/referral-codes",
    auth: "admin",
    tag,
    summary: "One page of referral codes matching the search (code or owner phone)",
    query: listQuerySchema,
    response: referralCodeSchema,
    page: "array-with-total-header",
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/referral-codes",
    auth: "admin",
    tag,
    summary: "Add a system code",
    body: referralCodeCreateSchema,
    response: referralCodeSchema,
    status: 201,
  }),
  update: defineContract({
    method: "PATCH",
    path: "/api/admin/referral-codes/:id",
    auth: "admin",
    tag,
    summary: "Reactivate a code, or change a system code's limit",
    params: idParamsSchema,
    body: referralCodeUpdateSchema,
    response: referralCodeSchema,
  }),
  deactivate: defineContract({
    method: "DELETE",
    path: "/api/admin/referral-codes/:id",
    auth: "admin",
    tag,
    summary: "Deactivate a code",
    params: idParamsSchema,
    response: referralCodeSchema,
    audit: { action: "deactivate" },
  }),
};
