import type { UserRow } from "../../db/repositories/users.js";
import type { OutboundDraft } from "../../domain/delivery-rules/outbound-draft.js";
import type { Decision } from "../rules/effects.js";
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
