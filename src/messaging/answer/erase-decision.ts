import type { UserRow } from "../../db/repositories/users.js";
import type { OutboundDraft } from "../../domain/delivery-rules/outbound-draft.js";
import type { Decision } from "../rules/effects.js";
import {
  ERASE_CONFIRMATION_REQUEST,
  ERASE_EXPIRED,
  ERASE_FAREWELL,
  type EraseLanguage,
  eraseRequestLanguage,
  eraseStillConfirmable,
  isEraseConfirmation,
} from "../rules/erase-request.js";
import { privacyText } from "./privacy-text.js";

const NOTHING: Decision = { drafts: [], effects: [] };

/**
 * Erase by text (decision 036): "DELETE MY DATA" asks for a YES DELETE within 10 minutes; the YES
 * DELETE gets the farewell and marks the person for the erase sweep, which erases them once it has
 * left. A person waiting for that sweep is not answered. Null when the text is about something else,
 * including a YES DELETE with no request waiting (it may answer the assistant).
 */
export function eraseDecision(user: UserRow, text: string, now: Date): Decision | null {
  if (user.erase_confirmed_at) return NOTHING;
  const to = (content: string) => privacyText(user, content);
  const language = eraseRequestLanguage(text);
  if (language) return eraseRequestDecision(user, undefined, language);
  if (!isEraseConfirmation(text) || !user.erase_requested_at) return null;
  if (!eraseStillConfirmable(user.erase_requested_at, now))
    return { drafts: [to(ERASE_EXPIRED)], effects: [{ type: "erase_expired" }] };
  return { drafts: [to(ERASE_FAREWELL)], effects: [{ type: "erase_confirmed" }] };
}

/** The YES DELETE request, for the text rule or the model's erase_my_data tool (whose `usage` it was). */
export function eraseRequestDecision(
  user: UserRow,
  usage?: OutboundDraft["usage"],
  language: EraseLanguage = "en",
): Decision {
  return {
    drafts: [privacyText(user, ERASE_CONFIRMATION_REQUEST[language], usage)],
    effects: [{ type: "erase_requested" }],
  };
}
