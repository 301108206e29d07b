import { z } from "zod";
import { advertiserAdvertisementFieldsSchema, advertiserAdvertisementSchema } from "../advertisers.js";
import { defineContract } from "./contract.js";
import { idParamsSchema, positiveId } from "./id-param.js";

const tag = "Advertiser Advertisements";

/** Under its advertiser: an advertisement of another advertiser is a 404 here. */
const advertiserAdvertisementParamsSchema = z.object({ advertiserId: positiveId, id: positiveId });

/**
 * One advertiser's advertisements (spec 001 section 2.4), each call under its advertiser. The
 * screens of the spec write them through the shared /api/admin/advertisements paths
 * (advertisementsApi), which stay.
 */
export const advertiserAdvertisementsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/advertisers/:id/advertisements",
    auth: "admin",
    tag,
    summary: "An advertiser's advertisements (404 for an unknown advertiser)",
    params: idParamsSchema,
    response: advertiserAdvertisementSchema.array(),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/advertisers/:id/advertisements",
    auth: "admin",
    tag,
    summary: "Add an advertisement to an advertiser",
    params: idParamsSchema,
    body: advertiserAdvertisementFieldsSchema,
    response: advertiserAdvertisementSchema,
    status: 201,
    audit: { action: "create", resource: "advertisement" },
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/admin/advertisers/:advertiserId/advertisements/:id",
    auth: "admin",
    tag,
    summary: "Replace one of an advertiser's advertisements (fields left out are cleared)",
    params: advertiserAdvertisementParamsSchema,
    body: advertiserAdvertisementFieldsSchema,
    response: advertiserAdvertisementSchema,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/admin/advertisers/:advertiserId/advertisements/:id",
    auth: "admin",
    tag,
    summary: "Delete one of an advertiser's advertisements for good",
    params: advertiserAdvertisementParamsSchema,
    response: advertiserAdvertisementSchema,
  }),
};
