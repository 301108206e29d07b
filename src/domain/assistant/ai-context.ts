import { DateTime } from "luxon";
import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import type { HistoryMessage } from "../../db/repositories/inbound-context.js";
import type { PromptRow } from "../../db/repositories/prompts.js";
import { OPERATOR_KIND } from "../../shared/automatic-answers.js";
import { type AssistantRequest, textToAnswer, typedTexts } from "./assistant.js";

export const HISTORY_LIMIT = 20;

/** What the person may ask of their profile (issue 38): to see it plainly, and to have parts forgotten. */
const PROFILE_USE =
  "The profile is what you remember about them. When they ask what you know or remember about them, read it back plainly, as it is, adding nothing. When they ask you to forget something, call update_profile without it.";

/**
 * What the model sees: the system prompt, the number's own instructions, who the user is and
 * what time it is for them, then the recent conversation and the new text (with its pictures, and
 * what its voice notes said).
 */
export function buildChatMessages(
  request: AssistantRequest,
  prompts: { system: PromptRow; image?: PromptRow },
  timeZone: string,
): ChatCompletionMessageParam[] {
  const { images, transcript } = request.media;
  return [
    { role: "system", content: systemContent(request, prompts, timeZone, images.length > 0) },
    ...request.history.slice(-HISTORY_LIMIT).flatMap(historyMessage),
    // A burst's texts come as one turn, one line each, as the person sent them.
    { role: "user", content: userContent(textToAnswer(typedTexts(request).join("\n"), transcript), images) },
  ];
}

function systemContent(
  request: AssistantRequest,
  prompts: { system: PromptRow; image?: PromptRow },
  timeZone: string,
  hasImages: boolean,
): string {
  const sections = [prompts.system.content];
  if (request.systemNumber?.custom_prompt) sections.push(request.systemNumber.custom_prompt);
  if (hasImages && prompts.image) sections.push(prompts.image.content);
  sections.push(
    [
      "About this user:",
      request.user.profile ? `Profile: ${request.user.profile}` : "Profile: nothing known yet.",
      PROFILE_USE,
      `Timezone: ${timeZone}${request.user.timezone_confirmed ? "" : " (a guess from their area code, not confirmed)"}`,
      `Their local date and time now: ${localTime(request.now, timeZone)}`,
    ].join("\n"),
  );
  return sections.join("\n\n");
}

/** The local times of the current minute, by zone: every text in a zone that minute reads the same. */
const localTimes = { minute: -1, byZone: new Map<string, string>() };

export function localTime(now: Date, timeZone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== localTimes.minute) localTimes.byZone.clear();
  localTimes.minute = minute;
  let text = localTimes.byZone.get(timeZone);
  if (text === undefined) {
    const local = DateTime.fromJSDate(now, { zone: timeZone });
    text = `${local.toFormat("cccc, LLLL d, yyyy, h:mm a")} (${local.toFormat("yyyy-LL-dd'T'HH:mm")})`;
    localTimes.byZone.set(timeZone, text);
  }
  return text;
}

function historyMessage(message: HistoryMessage): ChatCompletionMessageParam[] {
  if (message.sender_role === "user")
    return [
      { role: "user", content: textToAnswer(message.content, message.transcript) || "(an attachment)" },
    ];
  // Ads and policy notices are the service talking, not the assistant: the model should not imitate
  // them. An operator's messages are the conversation itself: handed back, the model carries it on.
  if (message.kind !== "reply" && message.kind !== OPERATOR_KIND) return [];
  return [{ role: "assistant", content: message.content }];
}

function userContent(text: string, images: string[]): string | ChatCompletionContentPart[] {
  if (images.length === 0) return text;
  return [
    { type: "text", text: text || "What is in this picture?" },
    ...images.map((url): ChatCompletionContentPart => ({ type: "image_url", image_url: { url } })),
  ];
}
