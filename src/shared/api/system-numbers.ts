import { z } from "zod";
import { systemNumberCreateSchema, systemNumberSchema, systemNumberUpdateSchema } from "../system-numbers.js";
import { defineContract } from "./contract.js";
import { idParamsSchema } from "./id-param.js";

const tag = "System Numbers";

/** The System Numbers screen: the numbers texts arrive on and leave from. */
export const systemNumbersApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/system-numbers",
    auth: "admin",
    tag,
    summary: "Every system number, active or not",
    response: z.array(systemNumberSchema),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/system-numbers",
    auth: "admin",
    tag,
    summary: "Add a system number",
    body: systemNumberCreateSchema,
    response: systemNumberSchema,
    status: 201,
  }),
  update: defineContract({
    method: "PATCH",
    path: "/api/admin/system-numbers/:id",
    auth: "admin",
    tag,
    summary: "Edit a number's details, or switch it on or off",
    params: idParamsSchema,
    body: systemNumberUpdateSchema,
    response: systemNumberSchema,
  }),
  deactivate: defineContract({
    method: "DELETE",
    path: "/api/admin/system-numbers/:id",
    auth: "admin",
    tag,
    summary: "Switch a number off; it stays, with its history, and answers as it now is",
    params: idParamsSchema,
    response: systemNumberSchema,
    audit: { action: "switch_off" },
  }),
};
