import { z } from "zod";
import {
  aiModelSchema,
  promptCreateSchema,
  promptHistoryEntrySchema,
  promptRollbackSchema,
  promptSchema,
  promptUpdateSchema,
} from "../prompts.js";
import { defineContract } from "./contract.js";
import { idParamsSchema } from "./id-param.js";

const tag = "Prompts";

/** The AI prompts screen (spec 001 section 2.7): prompts, their history, the model pickers. */
export const promptsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/prompts",
    auth: "admin",
    tag,
    summary: "Every prompt at its current version",
    response: promptSchema.array(),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/prompts",
    auth: "admin",
    tag,
    summary: "Add a prompt (version 1)",
    body: promptCreateSchema,
    response: promptSchema,
    status: 201,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/admin/prompts/:id",
    auth: "admin",
    tag,
    summary: "Change a prompt, writing a new version and its history entry",
    params: idParamsSchema,
    body: promptUpdateSchema,
    response: promptSchema,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/admin/prompts/:id",
    auth: "admin",
    tag,
    summary: "Delete a prompt (never the system prompt)",
    params: idParamsSchema,
    response: promptSchema,
  }),
  history: defineContract({
    method: "GET",
    path: "/api/admin/prompts/:id/history",
    auth: "admin",
    tag,
    summary: "A prompt's earlier versions",
    params: idParamsSchema,
    response: promptHistoryEntrySchema.array(),
  }),
  rollback: defineContract({
    method: "POST",
    path: "/api/admin/prompts/:id/rollback",
    auth: "admin",
    tag,
    summary: "Restore an earlier version, as a new version",
    params: idParamsSchema,
    body: promptRollbackSchema,
    response: promptSchema,
  }),
  models: defineContract({
    method: "GET",
    path: "/api/admin/models",
    auth: "admin",
    tag,
    summary: "The models the pickers offer: the provider's list, or the fallback when it is unreachable",
    response: z.object({ data: aiModelSchema.array() }),
  }),
};
