import { GATED_TOOLS } from "../../shared/gated-tools.js";
import { ownWords } from "../phrases/own-words.js";
import { plainForm, stripCourtesy } from "../phrases/plain-phrase.js";
import {
  CANCEL_REMINDER_WORDS,
  ERASE_WORDS,
  HANDOFF_WORDS,
  OPT_OUT_WORDS,
  PROFILE_WORDS,
  TIMEZONE_WORDS,
  UPDATE_REMINDER_WORDS,
} from "./tool-intents.js";

/**
 * Where instructions come from (issue 38, decision 039): a tool call that changes or ends something
 * runs only when the person's own typed words in this turn ask for it. What a picture shows, what a
 * voice note says, what a forwarded or quoted message says is content to answer about; a model
 * that read "unsubscribe this number" in a photo and obeyed must not unsubscribe anyone.
 *
 * Gated: opting out, erasing, handing over to a person, the stored profile, the timezone (it moves
 * every reminder the person has) and changing or cancelling reminders. `set_reminder` and
 * `create_micro_ui` only add something the person sees in the reply, and stay free.
 */
export { GATED_TOOLS };

export type GatedTool = (typeof GATED_TOOLS)[number];

const INTENT_WORDS: Record<GatedTool, RegExp[]> = {
  opt_out: OPT_OUT_WORDS,
  erase_my_data: ERASE_WORDS,
  handoff: HANDOFF_WORDS,
  update_profile: PROFILE_WORDS,
  set_timezone: TIMEZONE_WORDS,
  cancel_reminder: CANCEL_REMINDER_WORDS,
  update_reminder: UPDATE_REMINDER_WORDS,
};

export function isGatedTool(name: string): name is GatedTool {
  return (GATED_TOOLS as readonly string[]).includes(name);
}

/**
 * Whether the person's typed texts of this turn (`typedTexts(request)`) let the tool run: any tool
 * that is not gated, and a gated one when a clause of their own words, forwarded and quoted parts
 * left out, holds its intent words.
 */
export function authorisesTool(tool: string, typedTexts: readonly string[]): boolean {
  if (!isGatedTool(tool)) return true;
  const patterns = INTENT_WORDS[tool];
  return typedTexts
    .flatMap((text) => clauses(ownWords(text)))
    .some((clause) => patterns.some((pattern) => pattern.test(clause)));
}

/**
 * The clauses of a text, each in plain form with courtesy words aside: a request that must be a
 * whole clause ("stop", "cancel that") is one between punctuation marks, not a word inside a sentence.
 */
function clauses(text: string): string[] {
  return text
    .split(/[.!?;,()[\]\n]+|:(?!\d)|\s[-–—]+\s/)
    .map((part) => stripCourtesy(plainForm(part)))
    .filter(Boolean);
}
