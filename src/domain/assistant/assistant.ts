import type { HistoryMessage } from "../../db/repositories/inbound-context.js";
import type { MessageRow } from "../../db/repositories/messages.js";
import type { PromptRow } from "../../db/repositories/prompts.js";
import type { ActiveReminder } from "../../db/repositories/reminders.js";
import type { SettingsMap } from "../../db/repositories/settings.js";
import type { SystemNumberRow } from "../../db/repositories/system-numbers.js";
import type { ThreadRow } from "../../db/repositories/threads.js";
import type { UserRow } from "../../db/repositories/users.js";
import type { AiUsage, AssistantEffect } from "./assistant-effects.js";

export interface AssistantRequest {
  user: UserRow;
  thread: ThreadRow;
  inbound: MessageRow;
  /**
   * The thread's later texts answered together with `inbound`, oldest first: a person who texts
   * in a burst while an answer is being worked on gets one reply to all of it. Empty for one text.
   */
  burst: MessageRow[];
  /** Earlier messages of the thread, oldest first, without the inbound text itself. */
  history: HistoryMessage[];
  systemNumber: SystemNumberRow | undefined;
  settings: SettingsMap;
  /** The operator's prompts by type ('system', 'image'...), as last saved. */
  prompts: ReadonlyMap<string, PromptRow>;
  now: Date;
  /**
   * The person's active reminders, next firing first: read once, and only when an answer lists,
   * cancels or changes one, so the texts that do not pay nothing for it.
   */
  reminders(): Promise<ActiveReminder[]>;
  /** What the text's media gave, read by the messaging core just before the assistant is asked. */
  media: MediaContent;
}

export interface MediaContent {
  /** The pictures as data URLs, for a model that can look at them. */
  images: string[];
  /** What the text's voice notes said, when they could be transcribed. */
  transcript: string | null;
}

/** A voice note is answered like typed text: what was typed, then what was said. */
export function textToAnswer(typed: string, transcript: string | null): string {
  return [typed.trim(), transcript?.trim() ?? ""].filter(Boolean).join("\n");
}

/**
 * What the person typed in this turn, text by text: the words that may ask for a change of state.
 * Not what a picture showed or a voice note said, which is content, never instructions.
 */
export function typedTexts(request: Pick<AssistantRequest, "inbound" | "burst">): string[] {
  return [request.inbound, ...request.burst].map((text) => text.content.trim()).filter(Boolean);
}

export interface AssistantReply {
  text: string;
  effects: AssistantEffect[];
  usage?: AiUsage;
  /** True when no real answer could be produced and the text is an apology: it is not charged. */
  failed: boolean;
  /**
   * The person asked, in their own words, to receive no more texts (the model's opt_out tool): the
   * core opts them out and sends the confirmation instead of `text`.
   */
  optOut?: boolean;
  /**
   * The person asked for a human, or the model cannot help (its handoff tool): the core flags the
   * thread Needs a person and sends HANDOFF_MESSAGE instead of `text` (decision 030).
   */
  handoff?: boolean;
  /**
   * The person asked for their data to be erased (the model's erase_my_data tool): the core asks
   * for the YES DELETE instead of sending `text` (decision 036).
   */
  eraseRequest?: boolean;
}

/** Writes the answer to one text: the AI model when one is configured, the offline assistant otherwise. */
export interface Assistant {
  reply(request: AssistantRequest): Promise<AssistantReply>;
}

export const APOLOGY = "Sorry, I couldn't come up with an answer just now. Please try again in a minute.";

export function userTimeZone(user: UserRow, fallback: string): string {
  return user.timezone ?? fallback;
}
