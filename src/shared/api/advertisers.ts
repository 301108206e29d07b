import { z } from "zod";
import { advertiserInputSchema, advertiserSchema } from "../advertisers.js";
import { defineContract } from "./contract.js";
import { idParamsSchema } from "./id-param.js";

const tag = "Advertisers";

/** The Advertisers screen (spec 001 section 2.3); their advertisements are advertiserAdvertisementsApi. */
export const advertisersApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/advertisers",
    auth: "admin",
    tag,
    summary: "Every advertiser",
    response: advertiserSchema.array(),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/advertisers",
    auth: "admin",
    tag,
    summary: "Add an advertiser",
    body: advertiserInputSchema,
    response: advertiserSchema,
    status: 201,
  }),
  get: defineContract({
    method: "GET",
    path: "/api/admin/advertisers/:id",
    auth: "admin",
    tag,
    summary: "One advertiser (the heading of its advertisements screen)",
    params: idParamsSchema,
    response: advertiserSchema,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/admin/advertisers/:id",
    auth: "admin",
    tag,
    // The form sends the id in the body too (spec 001 section 7); the path's id is the one used.
    summary: "Replace an advertiser",
    params: idParamsSchema,
    body: advertiserInputSchema.extend({
      id: z.unknown().optional().meta({ description: "Sent by the console's form; ignored" }),
    }),
    response: advertiserSchema,
  }),
};
