import type { UserRow } from "../../db/repositories/users.js";
import type { OutboundDraft } from "../../domain/delivery-rules/outbound-draft.js";
import type { Decision } from "../rules/effects.js";
import { whatsappOffNotice, whatsappOffNoticeDue } from "../rules/whatsapp-off-notice.js";
import type { DecisionContext } from "./decide-response.js";

/**
 * The one text an opted-out person still gets: the confirmation naming the service and how to opt
 * back in (`content`, in the keyword's language), with nothing else (no reply, no ad). `usage` is
 * the AI call that recognised the request.
 */
export function optOutDecision(
  user: UserRow,
  source: "keyword" | "free_text",
  message: string,
  content: string,
  usage?: OutboundDraft["usage"],
): Decision {
  const confirmation: OutboundDraft = {
    content,
    kind: "opt_out",
    senderRole: "system",
    recipients: [user.phone_number],
    ...(usage ? { usage } : {}),
  };
  return { drafts: [confirmation], effects: [{ type: "opt_out", source, message }] };
}

/**
 * The person wants a human (or the model cannot help): the thread is flagged Needs a person and
 * they are told, once, that one will answer; the assistant is quiet there until an operator acts.
 * Not a free message: nobody answered yet.
 */
export function handoffDecision(context: DecisionContext, usage?: OutboundDraft["usage"]): Decision {
  const { user, thread, settings } = context.request;
  const notice: OutboundDraft = {
    content: settings.HANDOFF_MESSAGE,
    kind: "handoff",
    senderRole: "system",
    recipients: thread.is_group_chat ? thread.participants : [user.phone_number],
    ...(usage ? { usage } : {}),
  };
  return { drafts: [notice], effects: [{ type: "needs_person" }] };
}

/**
 * A text on WhatsApp while the operator has the channel off (WHATSAPP_ENABLED): stored and shown
 * in the console, never given to the AI. Its person is told, at most once a day, to text the same
 * number by SMS instead; nothing else is sent back.
 */
export function whatsappOffDecision(context: DecisionContext): Decision {
  const { user, thread, settings, now } = context.request;
  if (!whatsappOffNoticeDue(user.whatsapp_off_notice_at, now)) return { drafts: [], effects: [] };
  const notice: OutboundDraft = {
    content: whatsappOffNotice(settings.WHATSAPP_DISABLED_MESSAGE, thread.system_number),
    kind: "policy",
    senderRole: "system",
    recipients: [user.phone_number],
  };
  return { drafts: [notice], effects: [{ type: "whatsapp_off_notice" }] };
}
