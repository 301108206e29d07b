import type { Decision } from "../rules/effects.js";
import { SNOOZE_WINDOW_MS } from "../rules/snooze-request.js";
import type { DecisionContext } from "./decide-response.js";

/**
 * "snooze 30" within an hour of a reminder: it is queued again that many minutes from now, and
 * confirmed in one line. Without a reminder that recent, a short answer says there is nothing to
 * snooze. Not a free message: no assistant answered.
 */
export async function snoozeDecision(context: DecisionContext, minutes: number): Promise<Decision> {
  const { user, now } = context.request;
  const since = new Date(now.getTime() - SNOOZE_WINDOW_MS);
  const firing = await context.lookups.lastReminderFiring(user.phone_number, since);
  const reply = (content: string) => ({
    content,
    kind: "reply" as const,
    senderRole: "assistant" as const,
    recipients: [user.phone_number],
  });
  if (!firing)
    return { drafts: [reply("There's no reminder to snooze: none was sent in the last hour.")], effects: [] };
  const what = firing.content.replace(/^Reminder: /, "");
  const wait = minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return {
    drafts: [reply(`OK, I'll remind you again in ${wait}: ${what}`)],
    effects: [
      { type: "reminder_snooze", firingId: firing.id, at: new Date(now.getTime() + minutes * 60_000) },
    ],
  };
}
