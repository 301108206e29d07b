import type { AdvertisementRow } from "../../db/repositories/advertisements.js";
import type { AdvertiserAdvertisementRow } from "../../db/repositories/advertiser-advertisements.js";
import type { AdvertiserRow } from "../../db/repositories/advertisers.js";
import type { Advertisement } from "../../shared/advertisements.js";
import type { Advertiser, AdvertiserAdvertisement, TargetTier } from "../../shared/advertisers.js";

/** last_shown_at is the rotation's internal state, not something an operator sets or reads. */

export function toAdvertisement(row: AdvertisementRow): Advertisement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    merchant: row.merchant,
    url: row.url,
    is_active: row.is_active,
    frequency: row.frequency,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toAdvertiser(row: AdvertiserRow): Advertiser {
  return {
    id: row.id,
    name: row.name,
    contact_info: row.contact_info,
    website: row.website,
    notes: row.notes,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toAdvertiserAdvertisement(row: AdvertiserAdvertisementRow): AdvertiserAdvertisement {
  return {
    id: row.id,
    advertiser_id: row.advertiser_id,
    title: row.title,
    content: row.content,
    url: row.url,
    // The column's check constraint admits only the four tiers.
    target_tier: row.target_tier as TargetTier,
    frequency: row.frequency,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
