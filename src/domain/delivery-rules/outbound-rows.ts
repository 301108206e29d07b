import type { NewMessage } from "../../db/repositories/messages.js";
import type { ThreadRow } from "../../db/repositories/threads.js";
import type { OutboundDraft } from "./outbound-draft.js";
import { countSegments } from "./segments.js";
import { prepareSmsText, splitIntoParts } from "./sms-text.js";
import { smsCost } from "./spend-caps.js";

/**
 * One stored message per part and recipient, each pending until a sender claims it. AI usage and
 * cost sit on the first part only, so sums over messages stay right; each part carries its own
 * estimated SMS cost, its segments times `segmentPriceUsd`.
 *
 * With `whatsappTemplateSid` the text goes out as that WhatsApp template, its variable 1 the whole
 * text: one message per recipient, never split (a variable is one value), and without the
 * picture, which a template cannot carry.
 */
export function outboundRows(
  draft: OutboundDraft,
  thread: Pick<ThreadRow, "id" | "system_number">,
  now: Date,
  {
    segmentPriceUsd,
    replyToId,
    whatsappTemplateSid,
  }: { segmentPriceUsd: number; replyToId?: number; whatsappTemplateSid?: string },
): NewMessage[] {
  const text = prepareSmsText(draft.content);
  const parts = whatsappTemplateSid ? [text] : splitIntoParts(text);
  const rows: NewMessage[] = [];
  draft.recipients.forEach((recipient, recipientIndex) => {
    parts.forEach((part, index) => {
      const first = index === 0;
      const carriesUsage = first && recipientIndex === 0;
      const segments = countSegments(part).segments;
      rows.push({
        thread_id: thread.id,
        sender: thread.system_number,
        sender_role: draft.senderRole,
        content: part,
        media_url: first && !whatsappTemplateSid ? (draft.mediaUrl ?? null) : null,
        whatsapp_template_sid: whatsappTemplateSid ?? null,
        recipient,
        kind: draft.kind,
        reply_to_id: replyToId ?? null,
        delivery_status: "pending",
        segment_count: segments,
        sms_cost: smsCost(segments, segmentPriceUsd),
        next_attempt_at: now,
        prompt_tokens: carriesUsage ? (draft.usage?.promptTokens ?? null) : null,
        completion_tokens: carriesUsage ? (draft.usage?.completionTokens ?? null) : null,
        ai_cost: carriesUsage ? (draft.usage?.cost ?? null) : null,
        created_at: now,
      });
    });
  });
  return rows;
}
