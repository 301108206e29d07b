import { type Env, publicUrl } from "../../config/env.js";
import { createOpenAiChatModel } from "../../providers/ai/chat-model.js";
import type { ModelCatalog } from "../../providers/ai/model-catalog.js";
import type { Logger } from "../logger.js";
import { createAiAssistant } from "./ai-assistant.js";
import type { Assistant } from "./assistant.js";
import { imageLoader } from "./image-loader.js";
import { createOfflineAssistant } from "./offline/offline-assistant.js";

/** With neither AI_API_KEY nor AI_BASE_URL the built-in offline assistant answers. */
export function chooseAssistant(env: Env, catalog: ModelCatalog, log: Logger): Assistant {
  if (!env.AI_API_KEY && !env.AI_BASE_URL) {
    return createOfflineAssistant({ defaultTimeZone: env.DEFAULT_TIMEZONE, publicUrl: publicUrl(env) });
  }
  return createAiAssistant({
    publicUrl: publicUrl(env),
    chat: createOpenAiChatModel({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY }),
    catalog,
    defaultTimeZone: env.DEFAULT_TIMEZONE,
    loadImages: imageLoader(env, log),
    log,
  });
}
