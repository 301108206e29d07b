import type { UserRow } from "../../db/repositories/users.js";
import type { OutboundDraft } from "../../domain/delivery-rules/outbound-draft.js";

/**
 * The answer to a privacy request (erase, export): kind privacy, which a take-over does not cancel,
 * to the person alone; `usage` is the AI call that recognised the request, if one did.
 */
export function privacyText(user: UserRow, content: string, usage?: OutboundDraft["usage"]): OutboundDraft {
  return {
    content,
    kind: "privacy",
    senderRole: "system",
    recipients: [user.phone_number],
    ...(usage ? { usage } : {}),
  };
}
