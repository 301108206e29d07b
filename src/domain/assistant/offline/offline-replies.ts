/**
 * What the offline assistant texts back. Plain GSM-7 text, short enough for one or two segments:
 * no markdown, no emoji, straight quotes only, since one curly quote doubles the cost of a text.
 */
import { DateTime } from "luxon";
import { zoneAbbreviation } from "../../reminders/reminder-words.js";

/** Long echoes of the user's own words would push a confirmation into extra segments. */
const MAX_ECHO_LENGTH = 100;

const REMINDER_EXAMPLE = "remind me to call mom tomorrow at 3pm";
const TIMEZONE_EXAMPLE = "my timezone is America/Chicago";
const CHECKLIST_EXAMPLE = "checklist: eggs, milk, bread";
const MEMORY_EXAMPLE = "remember that I'm allergic to nuts";

const COMMANDS = [
  `- Reminders: ${REMINDER_EXAMPLE}`,
  // The other reminder commands (repeating, moving) are in the README: the help stays one text.
  "- My reminders, cancel 2",
  `- Timezone: ${TIMEZONE_EXAMPLE}`,
  `- Checklists: ${CHECKLIST_EXAMPLE}`,
  `- Memory: ${MEMORY_EXAMPLE}`,
].join("\n");

/**
 * The user's words go after a colon, as written: "remind you to take my pills" gets the pronoun
 * wrong and "remind you to dentist" the grammar, "remind you ...: dentist" reads right for both.
 */
export function reminderSetReply(text: string, at: Date, timeZone: string, now: Date): string {
  const what = text ? `: ${echo(text)}` : "";
  return `Got it! I'll remind you ${describeInstant(at, timeZone, now)}${what}.`;
}

export function reminderNeedsTimeReply(text: string): string {
  const example = text ? `remind me to ${echo(text)} tomorrow at 3pm` : REMINDER_EXAMPLE;
  // The offline assistant keeps no conversation, so the whole request has to come again.
  return `When should I remind you? Send it again with a time, like "${example}".`;
}

export function reminderInPastReply(at: Date, timeZone: string): string {
  const when = local(at, timeZone);
  return (
    `That time (${when.toFormat("ccc, LLL d 'at' h:mm a")} ${zoneAbbreviation(when)}) has already passed. ` +
    `Send a time in the future, like "${REMINDER_EXAMPLE}".`
  );
}

export function timezoneSetReply(zone: string, now: Date): string {
  const there = local(now, zone);
  return (
    `Done! Your timezone is now ${zone}. ` +
    `It's ${there.toFormat("h:mm a")} ${zoneAbbreviation(there)} there (${there.toFormat("ccc, LLL d")}).`
  );
}

export function timezoneUnknownReply(input: string): string {
  return (
    `Sorry, I don't know the timezone "${echo(input, 40)}". ` +
    `Try "${TIMEZONE_EXAMPLE}", or a US zone like Eastern, Central, Mountain or Pacific.`
  );
}

export function checklistReply(title: string, url: string): string {
  const name = title && title !== "Checklist" ? ` "${echo(title, 60)}"` : "";
  return `Here's your checklist${name}: ${url}`;
}

export function helpReply(): string {
  return `Textpal is in offline mode: no AI model is connected right now. I can still do these:\n${COMMANDS}\nReply STOP to opt out.`;
}

export function chatReply(): string {
  return `No AI model is connected right now, so I can't chat. I can still do these:\n${COMMANDS}`;
}

/** "today at 3:00 PM EST", "tomorrow at ...", or "on Sun, Nov 22 at ..." in the user's zone. */
function describeInstant(at: Date, timeZone: string, now: Date): string {
  const when = local(at, timeZone);
  const today = local(now, timeZone).startOf("day");
  const days = Math.round(when.startOf("day").diff(today, "days").days);
  const time = `at ${when.toFormat("h:mm a")} ${zoneAbbreviation(when)}`;
  if (days === 0) return `today ${time}`;
  if (days === 1) return `tomorrow ${time}`;
  const date = when.year === today.year ? when.toFormat("ccc, LLL d") : when.toFormat("ccc, LLL d, yyyy");
  return `on ${date} ${time}`;
}

function local(instant: Date, timeZone: string): DateTime {
  return DateTime.fromJSDate(instant, { zone: timeZone }).setLocale("en-US");
}

/** The user's words on one line and shortened; the reply's typography is folded when it is prepared for SMS. */
export function echo(text: string, max = MAX_ECHO_LENGTH): string {
  const folded = text.replace(/\s+/g, " ").trim();
  return folded.length > max ? `${folded.slice(0, max - 3).trimEnd()}...` : folded;
}
