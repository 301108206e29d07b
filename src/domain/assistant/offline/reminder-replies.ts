/**
 * What the offline assistant texts back about a person's reminders: plain GSM-7, one line for a
 * confirmation, numbered lists in the person's zone.
 */
import type { ActiveReminder } from "../../../db/repositories/reminders.js";
import { localWhen, reminderWhen } from "../../reminders/reminder-words.js";
import { echo } from "./offline-replies.js";

/** Beyond this many, the list says how many more there are: a text stays a few segments. */
const MAX_LISTED = 10;

export function reminderListReply(reminders: ActiveReminder[], zone: string): string {
  if (reminders.length === 0)
    return 'You have no reminders. Set one like "remind me to call mom tomorrow at 3pm".';
  const lines = reminders
    .slice(0, MAX_LISTED)
    .map((reminder, index) => `${index + 1}. ${listed(reminder, zone)}`);
  if (reminders.length > MAX_LISTED) lines.push(`...and ${reminders.length - MAX_LISTED} more.`);
  return `Your reminders:\n${lines.join("\n")}\nReply "cancel 1" to cancel one.`;
}

export function cancelledReply(cancelled: ActiveReminder[], zone: string): string {
  if (cancelled.length > 1) return `Cancelled all ${cancelled.length} of your reminders.`;
  const [reminder] = cancelled;
  return reminder ? `Cancelled your reminder: ${listed(reminder, zone)}.` : noRemindersReply();
}

export function changedReply(text: string, when: string): string {
  return `Done! Your reminder is now ${inSentence(when)}: ${echo(text)}.`;
}

export function recurringSetReply(text: string, when: string, first: Date, zone: string): string {
  const what = text ? `: ${echo(text)}` : "";
  return `Got it! I'll remind you ${inSentence(when)}, starting ${localWhen(first, zone)}${what}.`;
}

export function noRemindersReply(): string {
  return "You have no reminders right now.";
}

export function noSuchNumberReply(number: number, count: number): string {
  const have = count === 1 ? "1 reminder" : `${count} reminders`;
  return `You don't have a reminder ${number}; you have ${have}. Reply "my reminders" to see them.`;
}

export function noMatchReply(words: string): string {
  return `I couldn't find a reminder about "${echo(words, 40)}". Reply "my reminders" to see them.`;
}

export function whichOneReply(matches: { number: number; reminder: ActiveReminder }[], zone: string): string {
  const lines = matches.map(({ number, reminder }) => `${number}. ${listed(reminder, zone)}`);
  return `Which one?\n${lines.join("\n")}\nReply with its number, like "cancel ${matches[0]?.number ?? 1}".`;
}

export function changeUnreadableReply(): string {
  return `I couldn't tell the new time. Try "move it to 4pm" or "move reminder 2 to Friday at 9am".`;
}

export function repeatsReply(reminder: ActiveReminder, zone: string): string {
  return `That reminder repeats (${inSentence(reminderWhen(reminder, zone))}). I can change its time, like "move it to 9am", or cancel it.`;
}

export function changeInPastReply(): string {
  return `That time has already passed. Try a time in the future, like "move it to tomorrow at 9am".`;
}

/** "Tue, Dec 8 at 4:00 PM EST: dentist" or "Every weekday at 8:00 AM: stand up". */
function listed(reminder: ActiveReminder, zone: string): string {
  return `${reminderWhen(reminder, zone)}: ${echo(reminder.text, 60)}`;
}

/** "Every weekday at 8:00 AM" reads "every weekday..." mid-sentence; a date keeps its capital. */
function inSentence(when: string): string {
  return when.startsWith("Every ") ? `e${when.slice(1)}` : when;
}
