import { type Env, publicUrl } from "../../config/env.js";
import { createOpenAiChatModel } from "../../providers/ai/chat-model.js";
import type { ModelCatalog } from "../../providers/ai/model-catalog.js";
import type { Logger } from "../logger.js";
import { createAiAssistant } from "./ai-assistant.js";
import type { Assistant } from "./assistant.js";
import { answeringEachText } from "./offline/each-text-of-a-burst.js";
import { createOfflineAssistant } from "./offline/offline-assistant.js";
import { answeringProfileQuestions } from "./profile-read-back.js";

/** An AI model is configured by AI_API_KEY or AI_BASE_URL (a local server may need no key). */
export function hasAiModel(env: Env): boolean {
  return Boolean(env.AI_API_KEY || env.AI_BASE_URL);
}

/** Without an AI model the built-in offline assistant answers. */
export function chooseAssistant(env: Env, catalog: ModelCatalog, log: Logger): Assistant {
  if (!hasAiModel(env)) return offlineAssistant(env);
  const ai = createAiAssistant({
    publicUrl: publicUrl(env),
    chat: createOpenAiChatModel({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY }),
    catalog,
    defaultTimeZone: env.DEFAULT_TIMEZONE,
    log,
  });
  return answeringProfileQuestions(ai);
}

/** The built-in assistant: without an AI configured, and once the month's AI budget is spent. */
export function offlineAssistant(env: Env): Assistant {
  return answeringEachText(
    createOfflineAssistant({ defaultTimeZone: env.DEFAULT_TIMEZONE, publicUrl: publicUrl(env) }),
  );
}
