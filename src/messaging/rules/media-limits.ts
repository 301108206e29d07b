import { VOICE_NOTE_TYPES } from "../../shared/media-types.js";

/**
 * Which media of an inbound text the core reads, and how much of it. Twilio allows 10 items per
 * MMS (WhatsApp up to 16 MB each); the model gets at most 5 MB per item and 20 MB in all, so one
 * text can neither exhaust a worker's memory nor run up the model's bill.
 */
export const MAX_MEDIA_ITEMS = 10;
export const MAX_MEDIA_ITEM_BYTES = 5 * 1024 * 1024;
export const MAX_MEDIA_TOTAL_BYTES = 20 * 1024 * 1024;

export type MediaKind = "picture" | "voice_note" | "other";

/** The bare, lower-case MIME type: "Audio/OGG; codecs=opus" → "audio/ogg". */
export function bareContentType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * What an item is by its content type. An item Twilio sent without a type is taken for a
 * picture, to be checked again against the type its download answers with.
 */
export function mediaKind(contentType: string | null): MediaKind {
  const type = bareContentType(contentType);
  if (type === "" || type.startsWith("image/")) return "picture";
  if ((VOICE_NOTE_TYPES as readonly string[]).includes(type)) return "voice_note";
  return "other";
}

export type MediaAdmission =
  | { admitted: true }
  | { admitted: false; reason: "larger_than_item_limit" | "over_total_limit" };

/**
 * Whether an item of `bytes` may be read when `acceptedBytes` of the same text were read before
 * it. Items are taken in the order the person sent them; one refused for the total leaves room for
 * a smaller one after it.
 */
export function admitMedia(bytes: number, acceptedBytes: number): MediaAdmission {
  if (bytes > MAX_MEDIA_ITEM_BYTES) return { admitted: false, reason: "larger_than_item_limit" };
  if (acceptedBytes + bytes > MAX_MEDIA_TOTAL_BYTES) return { admitted: false, reason: "over_total_limit" };
  return { admitted: true };
}
