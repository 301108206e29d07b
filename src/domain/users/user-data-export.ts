import type { UserData } from "../../db/repositories/user-data-export.js";
import type { ExportedMessage, UserDataExport } from "../../shared/user-data-export.js";
import { toAdminReminder } from "../reminders/reminder-mapper.js";
import { toConsentEvent } from "./user-consent.js";
import { toUserFields } from "./user-mapper.js";

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The export document from what `readUserData` read, at `now`; reminders' times in the person's
 * zone, else `timeZone` (DEFAULT_TIMEZONE).
 */
export function toUserDataExport(
  data: UserData,
  now: Date,
  { publicUrl, timeZone }: { publicUrl: string; timeZone: string },
): UserDataExport {
  const { user } = data;
  const byThread = new Map<number, ExportedMessage[]>();
  for (const message of data.messages) {
    const list = byThread.get(message.thread_id) ?? [];
    list.push(toExportedMessage(message));
    byThread.set(message.thread_id, list);
  }
  const base = publicUrl.replace(/\/+$/, "");
  return {
    exported_at: now.toISOString(),
    user: {
      ...toUserFields(user),
      opted_out_at: iso(user.opted_out_at),
      last_export_at: iso(user.last_export_at),
    },
    threads: data.threads.map((thread) => ({
      id: thread.id,
      channel: thread.channel,
      system_number: thread.system_number,
      participants: thread.participants,
      is_group_chat: thread.is_group_chat,
      created_at: thread.created_at.toISOString(),
      messages: byThread.get(thread.id) ?? [],
    })),
    reminders: data.reminders.map((reminder) => toAdminReminder(reminder, user.timezone ?? timeZone)),
    reminder_firings: data.reminderFirings.map((reminder) => ({
      id: reminder.id,
      reminder_id: reminder.reminder_id,
      content: reminder.content,
      scheduled_for: reminder.scheduled_for.toISOString(),
      status: !reminder.processed ? "pending" : reminder.skip_reason ? "skipped" : "sent",
      processed_at: iso(reminder.processed_at),
      created_at: reminder.created_at.toISOString(),
    })),
    micro_uis: data.microUis.map((ui) => ({
      slug: ui.slug,
      type: ui.type,
      url: `${base}/ui/${ui.slug}`,
      payload: ui.payload,
      created_at: ui.created_at.toISOString(),
    })),
    consent_log: data.consent.map(toConsentEvent),
    costs: costTotals(data.messages),
  };
}

function toExportedMessage(message: UserData["messages"][number]): ExportedMessage {
  return {
    id: message.id,
    created_at: message.created_at.toISOString(),
    role: message.sender_role as ExportedMessage["role"],
    sender: message.sender,
    recipient: message.recipient,
    content: message.content,
    media: mediaOf(message),
    transcript: message.transcript,
    kind: message.kind,
    delivery_status: message.delivery_status,
    sent_at: iso(message.sent_at),
    ai_cost_usd: message.ai_cost,
    sms_cost_usd: message.sms_cost,
  };
}

/** Inbound media are listed in `media`; an outbound picture (a micro UI's, an ad's) is `media_url`. */
function mediaOf(message: UserData["messages"][number]): ExportedMessage["media"] {
  const { media, media_url: url } = message;
  if (!url || media.some((item) => item.url === url)) return media;
  return [...media, { url, content_type: null }];
}

function costTotals(messages: UserData["messages"]) {
  let ai = 0;
  let sms = 0;
  for (const message of messages) {
    ai += message.ai_cost ?? 0;
    sms += message.sms_cost ?? 0;
  }
  return { ai_usd: roundUsd(ai), sms_usd: roundUsd(sms), total_usd: roundUsd(ai + sms) };
}

/** Sums of floats drift in the last digits; a millionth of a dollar is finer than any price. */
function roundUsd(amount: number): number {
  return Math.round(amount * 1e6) / 1e6;
}
