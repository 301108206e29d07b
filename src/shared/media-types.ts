/**
 * The media types the messaging core reads: pictures (any image type, shown to the model) and
 * voice notes (transcribed). The mock chat's picker offers only these, as a phone's would.
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

/** The picker's `accept`: pictures and the voice note types. */
export const READABLE_MEDIA_ACCEPT = ["image/*", ...VOICE_NOTE_TYPES].join(",");

/** Whether the core reads a file of this type (as a browser names it: "image/png", "audio/ogg"). */
export function isReadableMedia(contentType: string): boolean {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return type.startsWith("image/") || (VOICE_NOTE_TYPES as readonly string[]).includes(type);
}
