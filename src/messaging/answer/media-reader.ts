import type { Env } from "../../config/env.js";
import { hasAiModel } from "../../domain/assistant/choose-assistant.js";
import type { Logger } from "../../domain/logger.js";
import { createOpenAiTranscriber } from "../../providers/ai/transcriber.js";
import { downloadMedia, type MediaDownload, twilioMediaSource } from "../../providers/sms/media-download.js";
import { mockMediaIdOf } from "../../shared/mock-chat-media.js";
import type { MessagingStore } from "../store/messaging-store.js";
import { type MediaReader, readMedia } from "./read-media.js";

/**
 * Media is fetched from Twilio's media hosts, except what the console's mock chat attached, which
 * is read from the database; voice notes go to the AI API's transcription.
 */
export function mediaReader(
  env: Env,
  log: Logger,
  store: Pick<MessagingStore, "mockChatMedia">,
): MediaReader {
  const source = twilioMediaSource(env);
  const deps = {
    download: (url: string, maxBytes: number) => {
      const mockId = mockMediaIdOf(url);
      return mockId === null ? downloadMedia(url, source, maxBytes) : readMockMedia(store, mockId, maxBytes);
    },
    transcriber: hasAiModel(env)
      ? createOpenAiTranscriber({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY })
      : null,
    log,
  };
  return (media, settings) => readMedia(deps, media, settings);
}

/** Answers as a download would: the same size cap and the same failure for a file that is gone. */
async function readMockMedia(
  store: Pick<MessagingStore, "mockChatMedia">,
  id: string,
  maxBytes: number,
): Promise<MediaDownload> {
  const file = await store.mockChatMedia(id);
  if (!file) return { ok: false, reason: "failed", detail: "mock chat attachment no longer stored" };
  if (file.bytes.length > maxBytes) return { ok: false, reason: "too_large", bytes: file.bytes.length };
  return { ok: true, bytes: file.bytes, contentType: file.contentType };
}
