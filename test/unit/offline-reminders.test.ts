import { describe, expect, it } from "vitest";
import type { ActiveReminder } from "../../src/db/repositories/reminders.js";
import type { AssistantRequest } from "../../src/domain/assistant/assistant.js";
import { createOfflineAssistant } from "../../src/domain/assistant/offline/offline-assistant.js";
import { type OfflineIntent, parseOfflineIntent } from "../../src/domain/assistant/offline/parse-intent.js";
import { changeFromWords } from "../../src/domain/assistant/offline/reminder-change.js";
import { parseReminderCommand } from "../../src/domain/assistant/offline/reminder-phrases.js";
import { reminderListReply } from "../../src/domain/assistant/offline/reminder-replies.js";
import { prepareSmsText } from "../../src/domain/delivery-rules/sms-text.js";
import { snoozeMinutes } from "../../src/messaging/rules/snooze-request.js";

const NEW_YORK = "America/New_York";
// Friday, Nov 20 2026, 12:00 PM EST.
const NOW = new Date("2026-11-20T17:00:00Z");

function recurring(
  text: string,
): Pick<Extract<OfflineIntent, { kind: "recurring_reminder" }>, "text" | "rrule" | "startsLocal"> {
  const intent = parseOfflineIntent(text, NOW, NEW_YORK);
  if (intent.kind !== "recurring_reminder")
    throw new Error(`expected a recurring reminder, got ${JSON.stringify(intent)}`);
  return { text: intent.text, rrule: intent.rrule, startsLocal: intent.startsLocal };
}

describe("repeating reminders in the offline assistant's words", () => {
  it.each([
    ["remind me to take pills every day at 21:30", "take pills", "FREQ=DAILY", "21:30"],
    ["remind me every weekday at 8am to stand up", "stand up", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "08:00"],
    ["every month on the 1st pay rent", "pay rent", "FREQ=MONTHLY;BYMONTHDAY=1", "09:00"],
    ["Every Monday at 9 gym", "gym", "FREQ=WEEKLY;BYDAY=MO", "09:00"],
    ["every day at 21:30", "", "FREQ=DAILY", "21:30"],
    [
      "remind me to water plants every Monday and Thursday at 7:15 pm",
      "water plants",
      "FREQ=WEEKLY;BYDAY=MO,TH",
      "19:15",
    ],
    [
      "remind me every month on the 31st to send the invoice",
      "send the invoice",
      "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
      "09:00",
    ],
    ["remind me to call mom on sundays at noon", "call mom", "FREQ=WEEKLY;BYDAY=SU", "12:00"],
    ["remind me every night to lock the door", "lock the door", "FREQ=DAILY", "21:00"],
    ["remind me daily at 7 to stretch", "stretch", "FREQ=DAILY", "07:00"],
    ["remind me every weekend at 10am to call grandma", "call grandma", "FREQ=WEEKLY;BYDAY=SA,SU", "10:00"],
  ])("reads %s", (message, text, rrule, time) => {
    expect(recurring(message)).toEqual({ text, rrule, startsLocal: `2026-11-20T${time}` });
  });

  it("leaves one-shot reminders and the word 'daily' used as an adjective alone", () => {
    expect(parseOfflineIntent("remind me about the daily meeting tomorrow at 3pm", NOW, NEW_YORK).kind).toBe(
      "reminder",
    );
    expect(parseOfflineIntent("remind me to call mom tomorrow at 3pm", NOW, NEW_YORK).kind).toBe("reminder");
    expect(parseOfflineIntent("every so often I wonder", NOW, NEW_YORK).kind).toBe("chat");
  });
});

describe("reminder commands", () => {
  it.each([
    ["my reminders", { kind: "list_reminders" }],
    ["What are my reminders?", { kind: "list_reminders" }],
    ["list my reminders", { kind: "list_reminders" }],
    ["show reminders", { kind: "list_reminders" }],
    ["what reminders do I have", { kind: "list_reminders" }],
    ["cancel 2", { kind: "cancel_reminders", target: { by: "number", number: 2 } }],
    ["delete reminder 2", { kind: "cancel_reminders", target: { by: "number", number: 2 } }],
    ["Cancel #3.", { kind: "cancel_reminders", target: { by: "number", number: 3 } }],
    ["cancel the dentist reminder", { kind: "cancel_reminders", target: { by: "words", words: "dentist" } }],
    ["remove the dentist reminder", { kind: "cancel_reminders", target: { by: "words", words: "dentist" } }],
    [
      "cancel the reminder about the dentist",
      { kind: "cancel_reminders", target: { by: "words", words: "dentist" } },
    ],
    ["cancel all reminders", { kind: "cancel_reminders", target: { by: "all" } }],
    ["cancel my reminders", { kind: "cancel_reminders", target: { by: "all" } }],
    ["delete all of my reminders please", { kind: "cancel_reminders", target: { by: "all" } }],
    ["cancel it", { kind: "cancel_reminders", target: { by: "it" } }],
    [
      "move the dentist one to 4pm",
      { kind: "change_reminder", target: { by: "words", words: "dentist" }, when: "4pm" },
    ],
    ["change it to Friday", { kind: "change_reminder", target: { by: "it" }, when: "friday" }],
    [
      "move reminder 2 to tomorrow at 5pm",
      { kind: "change_reminder", target: { by: "number", number: 2 }, when: "tomorrow at 5pm" },
    ],
  ])("reads %s", (text, command) => {
    expect(parseReminderCommand(text)).toEqual(command);
  });

  it.each([
    "change my timezone to Chicago",
    "cancel my subscription",
    "move 2 to Friday",
    "remind me to cancel the gym",
    "my reminders are useless",
  ])("leaves %s to the other intents", (text) => {
    expect(parseReminderCommand(text)).toBeNull();
  });
});

const reminder = (fields: Partial<ActiveReminder>): ActiveReminder => ({
  id: 1,
  text: "dentist",
  starts_local: "2026-11-23T10:00",
  rrule: null,
  next_at: new Date("2026-11-23T15:00:00Z"),
  changed_at: NOW,
  ...fields,
});

describe("the new timing from the words after 'to'", () => {
  it("keeps a one-shot's day for a time, and its time for a day", () => {
    expect(changeFromWords(reminder({}), "4pm", NOW, NEW_YORK)).toEqual({
      ok: true,
      changes: { startsLocal: "2026-11-23T16:00" },
    });
    expect(changeFromWords(reminder({}), "friday", NOW, NEW_YORK)).toEqual({
      ok: true,
      changes: { startsLocal: "2026-11-27T10:00" },
    });
    expect(changeFromWords(reminder({}), "tomorrow at 5pm", NOW, NEW_YORK)).toEqual({
      ok: true,
      changes: { startsLocal: "2026-11-21T17:00" },
    });
  });

  it("moves a repeating reminder's time, and a weekly one's day, but not a daily one's day", () => {
    const weekday = reminder({ rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", starts_local: "2026-11-20T08:00" });
    expect(changeFromWords(weekday, "9am", NOW, NEW_YORK)).toEqual({
      ok: true,
      changes: { startsLocal: "2026-11-20T09:00" },
    });
    expect(changeFromWords(weekday, "friday", NOW, NEW_YORK)).toEqual({ ok: false, reason: "repeats" });
    const monday = reminder({ rrule: "FREQ=WEEKLY;BYDAY=MO", starts_local: "2026-11-20T09:00" });
    expect(changeFromWords(monday, "friday", NOW, NEW_YORK)).toEqual({
      ok: true,
      changes: { rrule: "FREQ=WEEKLY;BYDAY=FR" },
    });
    expect(changeFromWords(monday, "whenever", NOW, NEW_YORK)).toEqual({ ok: false, reason: "unreadable" });
  });
});

describe("snooze", () => {
  it.each([
    ["snooze", 10],
    ["Snooze 30", 30],
    ["SNOOZE 30 min", 30],
    ["snooze for 15 minutes", 15],
    ["snooze it 2 hours", 120],
    ["snooze please", 10],
  ])("reads %s as %i minutes", (text, minutes) => {
    expect(snoozeMinutes(text)).toBe(minutes);
  });

  it.each(["snooze 0", "snooze 5000", "snooze the dentist", "I hit snooze"])("leaves %s alone", (text) => {
    expect(snoozeMinutes(text)).toBeNull();
  });
});

describe("the list", () => {
  it("numbers the reminders in the person's zone, next first, in plain GSM-7", () => {
    const list = reminderListReply(
      [
        reminder({ text: "dentist \u201Cnew\u201D" }),
        reminder({
          id: 2,
          text: "stand up",
          rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
          starts_local: "2026-11-20T08:00",
        }),
      ],
      NEW_YORK,
    );
    expect(list).toBe(
      'Your reminders:\n1. Mon, Nov 23 at 10:00 AM EST: dentist \u201Cnew\u201D\n2. Every weekday at 8:00 AM: stand up\nReply "cancel 1" to cancel one.',
    );
    expect(prepareSmsText(list)).toMatch(/^[\x20-\x7E\n]*$/);
  });
});

describe("who may cancel or change a reminder", () => {
  const offline = createOfflineAssistant({ defaultTimeZone: NEW_YORK, publicUrl: "https://t.example" });
  const ask = (typed: string, transcript: string | null) =>
    offline.reply({
      user: { timezone: NEW_YORK },
      inbound: { content: typed },
      burst: [],
      media: { images: [], transcript },
      now: NOW,
      reminders: async () => [reminder({})],
    } as unknown as AssistantRequest);

  it("cancels what the person typed, never what a voice note said", async () => {
    expect((await ask("cancel all reminders", null)).effects).toEqual([
      { type: "reminder_cancel", ids: [1] },
    ]);
    const heard = await ask("", "cancel all reminders");
    expect(heard.effects).toEqual([]);
    expect((await ask("", "move it to 5pm")).effects).toEqual([]);
    // Listing changes nothing: a voice note may ask for it.
    expect((await ask("", "what are my reminders")).text).toMatch(/^Your reminders:\n1\. Mon, Nov 23/);
  });
});
