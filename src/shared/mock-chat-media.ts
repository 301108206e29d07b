import { z } from "zod";
import { mediaKind } from "./media-kinds.js";

/**
 * Files attached in the mock chat. Up to 8 MB each, above the 5 MB the assistant reads of one
 * item, so the console can show what a person hears back about a file that is too large.
 */
export const MOCK_MEDIA_MAX_BYTES = 8 * 1024 * 1024;
/** As many items as one MMS carries (Twilio's limit). */
export const MOCK_MEDIA_MAX_ITEMS = 10;
/** The scheme of an attached item's address in a message's media, read by the pipeline. */
export const MOCK_MEDIA_SCHEME = "mock-media:";

/** A MIME type as a browser reports a file's: "image/png", "audio/mp4", "application/pdf". */
const MIME_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]*$/i;
/** Base64 with its padding, as FileReader and Buffer write it. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** POST /api/admin/mock-chat/media: one file, read by the browser as base64. */
export const mockMediaUploadSchema = z.object({
  content_type: z
    .string()
    .trim()
    .toLowerCase()
    .regex(MIME_TYPE, "Choose a file the browser can name the type of, such as a picture or a voice note")
    // The assistant would only answer that it cannot read the file, so the upload is refused.
    .refine(
      (type) => mediaKind(type) !== "other",
      "Attach a picture or a voice note: the assistant reads no other kind of file",
    ),
  data: z
    .string()
    .min(1, "The file is empty")
    .regex(BASE64, "The file must be sent as base64")
    .refine(
      (data) => base64Bytes(data) <= MOCK_MEDIA_MAX_BYTES,
      `A file can be at most ${MOCK_MEDIA_MAX_BYTES / 1024 / 1024} MB`,
    ),
});

export const mockMediaSchema = z.object({
  id: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
});

export type MockMedia = z.output<typeof mockMediaSchema>;

/** GET /api/admin/mock-chat/media/{id}: where the console shows an attached file. */
export const mockMediaPath = (id: string) => `/api/admin/mock-chat/media/${encodeURIComponent(id)}`;

/** The attached file's id when `url` is a mock chat address, else null. */
export function mockMediaIdOf(url: string): string | null {
  return url.startsWith(MOCK_MEDIA_SCHEME) ? url.slice(MOCK_MEDIA_SCHEME.length) : null;
}

/**
 * Whether an attached file may be shown inline: pictures and audio, which a browser displays
 * without running anything in them. SVG can carry script, so it and every other type download.
 */
export function showsInline(contentType: string | null): boolean {
  const type = contentType?.toLowerCase() ?? "";
  return (type.startsWith("image/") && type !== "image/svg+xml") || type.startsWith("audio/");
}

function base64Bytes(data: string): number {
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}
