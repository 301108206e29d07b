import type { ActiveReminder } from "../../../db/repositories/reminders.js";
import { reminderWhen } from "../../reminders/reminder-words.js";
import type { AssistantReply, AssistantRequest } from "../assistant.js";
import { cancelReminders, updateReminder } from "../reminder-actions.js";
import { lastChanged } from "../reminder-tools.js";
import { changeFromWords } from "./reminder-change.js";
import type { ReminderCommand, ReminderTarget } from "./reminder-phrases.js";
import {
  cancelledReply,
  changedReply,
  changeInPastReply,
  changeUnreadableReply,
  noMatchReply,
  noRemindersReply,
  noSuchNumberReply,
  reminderListReply,
  repeatsReply,
  whichOneReply,
} from "./reminder-replies.js";

/** Answers "my reminders", "cancel 2", "move it to 4pm" from the person's active reminders. */
export async function answerReminderCommand(
  command: ReminderCommand,
  request: Pick<AssistantRequest, "reminders" | "now">,
  zone: string,
): Promise<AssistantReply> {
  const reminders = await request.reminders();
  if (command.kind === "list_reminders") return said(reminderListReply(reminders, zone));
  if (reminders.length === 0) return said(noRemindersReply());
  const found = findTarget(command.target, reminders, zone);
  if ("reply" in found) return said(found.reply);
  if (command.kind === "cancel_reminders") {
    const result = cancelReminders(
      reminders,
      found.chosen.map((reminder) => reminder.id),
    );
    return result.ok && result.effect
      ? done(cancelledReply(found.chosen, zone), result.effect)
      : said(noRemindersReply());
  }
  const [reminder] = found.chosen;
  if (!reminder || found.chosen.length > 1) return said(changeUnreadableReply());
  const change = changeFromWords(reminder, command.when, request.now, zone);
  if (!change.ok)
    return said(change.reason === "repeats" ? repeatsReply(reminder, zone) : changeUnreadableReply());
  const result = updateReminder(reminder, change.changes, zone, request.now);
  if (!result.ok || result.effect?.type !== "reminder_update") return said(changeInPastReply());
  const { effect } = result;
  return done(
    changedReply(
      effect.text,
      reminderWhen({ ...effect, starts_local: effect.startsLocal, next_at: effect.at }, zone),
    ),
    effect,
  );
}

type Found = { chosen: ActiveReminder[] } | { reply: string };

/** The reminders a target means, numbered as "my reminders" lists them (next firing first). */
function findTarget(target: ReminderTarget, reminders: ActiveReminder[], zone: string): Found {
  switch (target.by) {
    case "all":
      return { chosen: reminders };
    case "number": {
      const reminder = reminders[target.number - 1];
      return reminder
        ? { chosen: [reminder] }
        : { reply: noSuchNumberReply(target.number, reminders.length) };
    }
    case "it": {
      const latest = lastChanged(reminders);
      return latest ? { chosen: [latest] } : { reply: noRemindersReply() };
    }
    case "words": {
      const words = significantWords(target.words);
      const matches = reminders
        .map((reminder, index) => ({ number: index + 1, reminder }))
        .filter(({ reminder }) => {
          const text = reminder.text.toLowerCase();
          return words.length > 0 && words.every((word) => text.includes(word));
        });
      if (matches.length === 0) return { reply: noMatchReply(target.words) };
      if (matches.length > 1) return { reply: whichOneReply(matches, zone) };
      return { chosen: matches.map(({ reminder }) => reminder) };
    }
  }
}

const FILLER = new Set(["the", "my", "a", "an", "to", "about", "for", "of", "at", "on"]);

function significantWords(words: string): string[] {
  return words
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length > 0 && !FILLER.has(word));
}

function said(text: string): AssistantReply {
  return { text, effects: [], failed: false };
}

function done(text: string, effect: AssistantReply["effects"][number]): AssistantReply {
  return { text, effects: [effect], failed: false };
}
