import { keywordInputSchema, keywordSchema } from "../keywords.js";
import { defineContract } from "./contract.js";
import { idParamsSchema } from "./id-param.js";

const tag = "Keywords";

/** The Keywords screen (spec 001 section 2.2). */
export const keywordsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/keywords",
    auth: "admin",
    tag,
    summary: "Every keyword, active or not",
    response: keywordSchema.array(),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/keywords",
    auth: "admin",
    tag,
    summary: "Add a keyword",
    body: keywordInputSchema,
    response: keywordSchema,
    status: 201,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/admin/keywords/:id",
    auth: "admin",
    tag,
    summary: "Replace a keyword",
    params: idParamsSchema,
    body: keywordInputSchema,
    response: keywordSchema,
  }),
  deactivate: defineContract({
    method: "DELETE",
    path: "/api/admin/keywords/:id",
    auth: "admin",
    tag,
    summary: "Disable a keyword: it stays listed as inactive and stops answering",
    params: idParamsSchema,
    response: keywordSchema,
    audit: { action: "disable" },
  }),
};
