import type { Database } from "../../db/client.js";
import { listAdvertiserAdvertisements } from "../../db/repositories/advertiser-advertisements.js";
import { listAdvertisers } from "../../db/repositories/advertisers.js";
import type { Advertiser, AdvertiserAdvertisement, AdvertiserInput } from "../../shared/advertisers.js";
import { toAdvertiser, toAdvertiserAdvertisement } from "./advertising-mapper.js";
import { changeAdvertiser, createAdvertiser, requireAdvertiser } from "./manage-advertisers.js";

/** Advertisers, and the list of one advertiser's advertisements. */
export function createAdvertisersService(db: Database) {
  return {
    list: async (): Promise<Advertiser[]> => (await listAdvertisers(db)).map(toAdvertiser),
    get: async (id: number) => toAdvertiser(await requireAdvertiser(db, id)),
    create: async (input: AdvertiserInput) => toAdvertiser(await createAdvertiser(db, input)),
    change: async (id: number, input: AdvertiserInput) => toAdvertiser(await changeAdvertiser(db, id, input)),
    /** 404 for an unknown advertiser, rather than an empty list. */
    advertisements: async (id: number): Promise<AdvertiserAdvertisement[]> => {
      await requireAdvertiser(db, id);
      return (await listAdvertiserAdvertisements(db, id)).map(toAdvertiserAdvertisement);
    },
  };
}

export type AdvertisersService = ReturnType<typeof createAdvertisersService>;
