import type { Database } from "../../db/client.js";
import { listAdvertisements, updateAdvertisement } from "../../db/repositories/advertisements.js";
import type { Advertisement, AdvertisementInput } from "../../shared/advertisements.js";
import type { AdvertiserAdvertisementInput } from "../../shared/advertisers.js";
import { toAdvertisement, toAdvertiserAdvertisement } from "./advertising-mapper.js";
import { changeAdvertisement, createAdvertisement } from "./manage-advertisements.js";
import {
  changeAdvertiserAdvertisement,
  createAdvertiserAdvertisement,
  removeAdvertiserAdvertisement,
} from "./manage-advertiser-advertisements.js";

/**
 * The simple advertisements, and the writes of advertiser advertisements, which share their
 * console paths. Both kinds draw their ids from one sequence, so an id alone names one of them.
 */
export function createAdvertisementsService(db: Database) {
  return {
    list: async (): Promise<Advertisement[]> => (await listAdvertisements(db)).map(toAdvertisement),
    create: async (input: AdvertisementInput) => toAdvertisement(await createAdvertisement(db, input)),
    change: async (id: number, input: AdvertisementInput) =>
      toAdvertisement(await changeAdvertisement(db, id, input)),
    createForAdvertiser: async (input: AdvertiserAdvertisementInput) =>
      toAdvertiserAdvertisement(await createAdvertiserAdvertisement(db, input)),
    changeForAdvertiser: async (id: number, input: AdvertiserAdvertisementInput) =>
      toAdvertiserAdvertisement(await changeAdvertiserAdvertisement(db, id, input)),
    /**
     * DELETE /advertisements/{id}: a simple advertisement is disabled (it stays listed), an
     * advertiser's is deleted for good. With `advertiserId` only that advertiser's is looked for.
     */
    remove: async (id: number, advertiserId?: number) => {
      const simple =
        advertiserId === undefined ? await updateAdvertisement(db, id, { is_active: false }) : null;
      if (simple) return toAdvertisement(simple);
      return toAdvertiserAdvertisement(await removeAdvertiserAdvertisement(db, advertiserId, id));
    },
    /** An advertiser's advertisement is deleted for good. */
    removeForAdvertiser: async (advertiserId: number, id: number) =>
      toAdvertiserAdvertisement(await removeAdvertiserAdvertisement(db, advertiserId, id)),
  };
}

export type AdvertisementsService = ReturnType<typeof createAdvertisementsService>;
