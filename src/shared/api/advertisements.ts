import { z } from "zod";
import {
  type AdvertisementFormValues,
  advertisementInputSchema,
  advertisementSchema,
} from "../advertisements.js";
import {
  type AdvertiserAdvertisementFormValues,
  advertiserAdvertisementInputSchema,
  advertiserAdvertisementSchema,
} from "../advertisers.js";
import { defineContract } from "./contract.js";
import { idParamsSchema, positiveId } from "./id-param.js";

const tag = "Advertisements";

/** The advertiser form always sends advertiser_id; the simple form never does. */
function isForAdvertiser(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("advertiser_id" in body)) return false;
  const { advertiser_id: advertiserId } = body;
  return advertiserId !== undefined && advertiserId !== null && advertiserId !== "";
}

/**
 * The shared paths' body: either form, told apart by advertiser_id as the screens send it. A union
 * alone answers a bare "Invalid input" when both forms fail, so the form the body is meant for is
 * checked first and only its field messages are returned. A body that passes it then passes the
 * union through the same form, since the advertiser form refuses a body without advertiser_id.
 * The advertiser form's PUT also sends the id (spec 001 section 7); the path's id is the one used.
 */
const eitherAdvertisementInputSchema = z.preprocess(
  (
    body: AdvertisementFormValues | (AdvertiserAdvertisementFormValues & { id?: number }) | undefined,
    ctx,
  ) => {
    const form = isForAdvertiser(body) ? advertiserAdvertisementInputSchema : advertisementInputSchema;
    for (const { path, message } of form.safeParse(body ?? {}).error?.issues ?? []) {
      ctx.addIssue({ code: "custom", path, message });
    }
    return body;
  },
  z.union([advertiserAdvertisementInputSchema, advertisementInputSchema]),
);

const eitherAdvertisementSchema = z.union([advertisementSchema, advertiserAdvertisementSchema]);

/**
 * The Advertisements screen (spec 001 section 2.1). Spec 001 section 7 has both forms write
 * through POST /advertisements and PUT/DELETE /advertisements/{id}, so those paths serve simple
 * advertisements and, when advertiser_id is given, advertiser advertisements, which also have
 * their own paths under the advertiser (advertiserAdvertisementsApi).
 */
export const advertisementsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/advertisements",
    auth: "admin",
    tag,
    summary: "Every simple advertisement, active or not",
    response: advertisementSchema.array(),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/advertisements",
    auth: "admin",
    tag,
    summary: "Add a simple advertisement or, with advertiser_id, an advertiser advertisement",
    body: eitherAdvertisementInputSchema,
    response: eitherAdvertisementSchema,
    status: 201,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/admin/advertisements/:id",
    auth: "admin",
    tag,
    summary: "Replace a simple advertisement or, with advertiser_id, that advertiser's advertisement",
    params: idParamsSchema,
    body: eitherAdvertisementInputSchema,
    response: eitherAdvertisementSchema,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/admin/advertisements/:id",
    auth: "admin",
    tag,
    summary:
      "Disable a simple advertisement (it stays listed) or delete an advertiser's advertisement; advertiser_id, if given, must own it",
    params: idParamsSchema,
    query: z.object({ advertiser_id: positiveId.optional() }),
    response: eitherAdvertisementSchema,
  }),
};
