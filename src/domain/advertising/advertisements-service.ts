import type { Database } from "../../db/client.js";
import { listAdvertisements } from "../../db/repositories/advertisements.js";
import type { Advertisement, AdvertisementInput } from "../../shared/advertisements.js";
import type { AdvertiserAdvertisementInput } from "../../shared/advertisers.js";
import { toAdvertisement, toAdvertiserAdvertisement } from "./advertising-mapper.js";
import {
  changeAdvertisement,
  createAdvertisement,
  deactivateAdvertisement,
} from "./manage-advertisements.js";
import {
  changeAdvertiserAdvertisement,
  createAdvertiserAdvertisement,
  removeAdvertiserAdvertisement,
} from "./manage-advertiser-advertisements.js";

/**
 * The simple advertisements, and the writes of advertiser advertisements, which share their
 * console paths. Their ids overlap (two tables), so an advertiser's is always named with its advertiser.
 */
export function createAdvertisementsService(db: Database) {
  return {
    list: async (): Promise<Advertisement[]> => (await listAdvertisements(db)).map(toAdvertisement),
    create: async (input: AdvertisementInput) => toAdvertisement(await createAdvertisement(db, input)),
    change: async (id: number, input: AdvertisementInput) =>
      toAdvertisement(await changeAdvertisement(db, id, input)),
    /** Disabling keeps the row, listed as inactive. */
    deactivate: async (id: number) => toAdvertisement(await deactivateAdvertisement(db, id)),
    createForAdvertiser: async (input: AdvertiserAdvertisementInput) =>
      toAdvertiserAdvertisement(await createAdvertiserAdvertisement(db, input)),
    changeForAdvertiser: async (id: number, input: AdvertiserAdvertisementInput) =>
      toAdvertiserAdvertisement(await changeAdvertiserAdvertisement(db, id, input)),
    /** An advertiser's advertisement is deleted for good. */
    removeForAdvertiser: async (advertiserId: number, id: number) =>
      toAdvertiserAdvertisement(await removeAdvertiserAdvertisement(db, advertiserId, id)),
  };
}

export type AdvertisementsService = ReturnType<typeof createAdvertisementsService>;
