import OpenAI from "openai";
import { requestFetch } from "../http/request-fetch.js";

export const DEFAULT_AI_BASE_URL = "https://openrouter.ai/api/v1";
export const AI_TIMEOUT_MS = 30_000;
export const AI_MAX_RETRIES = 2;

export interface AiClientOptions {
  baseUrl?: string;
  apiKey?: string;
}

/**
 * The one configuration of the `openai` client for every call to the AI API (chat, transcription):
 * timeouts, 429 and 5xx are retried twice with exponential backoff; what still fails reaches the
 * caller.
 */
export function createOpenAiClient(options: AiClientOptions): OpenAI {
  return new OpenAI({
    baseURL: options.baseUrl ?? DEFAULT_AI_BASE_URL,
    // Local OpenAI-compatible servers often need no key, but the client insists on one.
    apiKey: options.apiKey ?? "not-needed",
    timeout: AI_TIMEOUT_MS,
    maxRetries: AI_MAX_RETRIES,
    fetch: requestFetch,
  });
}
