import type { MessageMedia } from "../../db/schema/messages.js";
import type { MediaContent } from "../../domain/assistant/assistant.js";
import type { Transcriber } from "../../providers/ai/transcriber.js";
import type { MediaDownload } from "../../providers/sms/media-download.js";
import { bareContentType, type MediaKind, mediaKind } from "../../shared/media-kinds.js";
import { admitMedia, MAX_MEDIA_ITEM_BYTES, MAX_MEDIA_ITEMS } from "../rules/media-limits.js";
import type { MediaProblem } from "../rules/media-notes.js";

export interface MediaReaderDeps {
  /** Fetches an item with Twilio's credentials where they belong, reading at most `maxBytes`. */
  download(url: string, maxBytes: number): Promise<MediaDownload>;
  /** Null without an AI model: voice notes cannot be heard and pictures not looked at. */
  transcriber: Transcriber | null;
  log: { warn(object: object, message: string): void };
}

export interface MediaSettings {
  imageAnalysis: boolean;
  transcriptionModel: string;
}

export interface ReadMedia {
  content: MediaContent;
  /** Items the answer could not use, for the note the reply carries (see mediaNote). */
  problems: MediaProblem[];
}

/** readMedia with its dependencies bound. */
export type MediaReader = (media: MessageMedia[], settings: MediaSettings) => Promise<ReadMedia>;

type Fetched = { kind: MediaKind; download: MediaDownload } | { kind: MediaKind; problem: MediaProblem };

/**
 * Reads a text's media for its answer, just before the assistant is asked (never in the webhook,
 * which must answer Twilio fast): pictures become data URLs for the model, voice notes are
 * transcribed, and everything else, too large or not downloadable becomes a problem the reply
 * mentions. The items are fetched together and then admitted in the order they were sent.
 */
export async function readMedia(
  deps: MediaReaderDeps,
  media: MessageMedia[],
  settings: MediaSettings,
): Promise<ReadMedia> {
  const canLook = deps.transcriber !== null && settings.imageAnalysis;
  const fetched = await Promise.all(
    media.slice(0, MAX_MEDIA_ITEMS).map((item) => fetchItem(deps, item, canLook)),
  );
  const images: string[] = [];
  const voiceNotes: Array<{ bytes: Buffer; contentType: string }> = [];
  const problems: MediaProblem[] = [];
  let acceptedBytes = 0;
  for (const item of fetched) {
    if ("problem" in item) {
      problems.push(item.problem);
      continue;
    }
    const { kind, download } = item;
    if (!download.ok && download.reason === "failed") {
      deps.log.warn({ detail: download.detail }, "media not downloaded");
      problems.push({ kind, reason: "not_downloaded" });
      continue;
    }
    const admission = admitMedia(download.ok ? download.bytes.length : download.bytes, acceptedBytes);
    if (!download.ok || !admission.admitted) {
      problems.push({ kind, reason: admission.admitted ? "larger_than_item_limit" : admission.reason });
      continue;
    }
    const type = bareContentType(download.contentType);
    // Twilio's declared type is checked against what the download turned out to be.
    if (type === "" || mediaKind(type) !== kind) {
      problems.push({ kind: "other", reason: "unsupported_type" });
      continue;
    }
    acceptedBytes += download.bytes.length;
    if (kind === "picture") images.push(`data:${type};base64,${download.bytes.toString("base64")}`);
    else voiceNotes.push({ bytes: download.bytes, contentType: type });
  }
  const transcript = await transcribeAll(deps, voiceNotes, settings.transcriptionModel, problems);
  return { content: { images, transcript }, problems };
}

async function fetchItem(deps: MediaReaderDeps, item: MessageMedia, canLook: boolean): Promise<Fetched> {
  const kind = mediaKind(item.content_type);
  if (kind === "other") return { kind, problem: { kind, reason: "unsupported_type" } };
  if (kind === "picture" && !canLook) return { kind, problem: { kind, reason: "cannot_look" } };
  if (kind === "voice_note" && deps.transcriber === null)
    return { kind, problem: { kind, reason: "cannot_listen" } };
  try {
    return { kind, download: await deps.download(item.url, MAX_MEDIA_ITEM_BYTES) };
  } catch (error) {
    deps.log.warn({ url: item.url, err: error }, "media download failed");
    return { kind, problem: { kind, reason: "not_downloaded" } };
  }
}

async function transcribeAll(
  deps: MediaReaderDeps,
  voiceNotes: Array<{ bytes: Buffer; contentType: string }>,
  model: string,
  problems: MediaProblem[],
): Promise<string | null> {
  const { transcriber } = deps;
  if (!transcriber || voiceNotes.length === 0) return null;
  const texts = await Promise.all(
    voiceNotes.map(async (note) => {
      try {
        const text = await transcriber.transcribe(note, model);
        if (text) return text;
      } catch (error) {
        deps.log.warn({ err: error, contentType: note.contentType }, "voice note not transcribed");
      }
      problems.push({ kind: "voice_note", reason: "not_transcribed" });
      return null;
    }),
  );
  const heard = texts.filter((text): text is string => text !== null);
  return heard.length > 0 ? heard.join("\n") : null;
}
