/**
 * What the assistant can read of an attached file, by its type: pictures, and voice notes in the
 * types it transcribes. The messaging core reads media by this rule, and the mock chat refuses
 * uploads of any other type (issue 39).
 */

/** Voice notes as phones send them (AMR and 3GPP from Android, MP4/AAC from iPhones). */
export const VOICE_NOTE_TYPES = [
  "audio/amr",
  "audio/3gpp",
  "audio/mpeg",
  "audio/ogg",
  "audio/mp4",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
] as const;

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

/** The mock chat picker's `accept`: pictures and the voice note types, as a phone's would offer. */
export const READABLE_MEDIA_ACCEPT = ["image/*", ...VOICE_NOTE_TYPES].join(",");

/** Whether the core reads a file of this type (as a browser names it: "image/png", "audio/ogg"). */
export function isReadableMedia(contentType: string): boolean {
  return contentType.trim() !== "" && mediaKind(contentType) !== "other";
}
