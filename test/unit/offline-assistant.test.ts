import { describe, expect, it } from "vitest";
import {
  chatReply,
  checklistReply,
  helpReply,
  reminderInPastReply,
  reminderNeedsTimeReply,
  reminderSetReply,
  timezoneSetReply,
  timezoneUnknownReply,
} from "../../src/domain/assistant/offline/offline-replies.js";
import { type OfflineIntent, parseOfflineIntent } from "../../src/domain/assistant/offline/parse-intent.js";
import { prepareSmsText } from "../../src/domain/delivery-rules/sms-text.js";

const NEW_YORK = "America/New_York";
const KOLKATA = "Asia/Kolkata";
// Friday, Nov 20 2026: 12:00 PM EST in New York, 10:30 PM IST in Kolkata.
const NOW = new Date("2026-11-20T17:00:00Z");
const PRINTABLE_ASCII = /^[\x20-\x7E\n]*$/;

/** Exact instants, written short: "2026-11-21T20:00Z" is compared as its full toISOString(). */
function iso(instant: string): string {
  return new Date(instant).toISOString();
}

function reminderAt(text: string, zone: string, now = NOW): { at: string; text: string } {
  const intent = parseOfflineIntent(text, now, zone);
  if (intent.kind !== "reminder") throw new Error(`expected a reminder, got ${JSON.stringify(intent)}`);
  return { at: intent.at.toISOString(), text: intent.text };
}

describe("reminders in New York and Kolkata", () => {
  // [message, expected text, instant in New York, instant in Kolkata]
  const cases: Array<[string, string, string, string]> = [
    ["remind me to call mom tomorrow at 3pm", "call mom", "2026-11-21T20:00Z", "2026-11-21T09:30Z"],
    ["Remind me tomorrow at 3pm to call mom", "call mom", "2026-11-21T20:00Z", "2026-11-21T09:30Z"],
    ["remind me in 20 minutes to check the oven", "check the oven", "2026-11-20T17:20Z", "2026-11-20T17:20Z"],
    // 8:30 AM has passed in both zones, so it is tomorrow's.
    ["remind me to take my pills at 8:30am", "take my pills", "2026-11-21T13:30Z", "2026-11-21T03:00Z"],
    // It is Friday noon in New York and Friday night in Kolkata: both mean next Friday.
    ["remind me on friday at noon to pay rent", "pay rent", "2026-11-27T17:00Z", "2026-11-27T06:30Z"],
    ["remind me to stretch in 2 hours", "stretch", "2026-11-20T19:00Z", "2026-11-20T19:00Z"],
    [
      "remind me to renew my passport on March 3 at 9am",
      "renew my passport",
      "2027-03-03T14:00Z",
      "2027-03-03T03:30Z",
    ],
    // 4 PM is still ahead in New York, already past in Kolkata.
    ["Reminder: dentist at 4pm", "dentist", "2026-11-20T21:00Z", "2026-11-21T10:30Z"],
    ["remind me to call mom at 11pm", "call mom", "2026-11-21T04:00Z", "2026-11-20T17:30Z"],
    // A date without a time means 9:00 local; a bare "at 3" means the afternoon.
    ["remind me tomorrow to water the plants", "water the plants", "2026-11-21T14:00Z", "2026-11-21T03:30Z"],
    ["remind me to call mom tomorrow morning", "call mom", "2026-11-21T14:00Z", "2026-11-21T03:30Z"],
    ["remind me at 3 to call mom", "call mom", "2026-11-20T20:00Z", "2026-11-21T09:30Z"],
    ["REMIND ME TO CALL MOM TOMORROW AT 3PM!!", "CALL MOM", "2026-11-21T20:00Z", "2026-11-21T09:30Z"],
    ["remind me to call mom at noon tomorrow.", "call mom", "2026-11-21T17:00Z", "2026-11-21T06:30Z"],
    ["set a reminder to call mom on 12/1 at 5pm", "call mom", "2026-12-01T22:00Z", "2026-12-01T11:30Z"],
  ];

  it.each(cases)("%s", (message, text, newYork, kolkata) => {
    expect(reminderAt(message, NEW_YORK)).toEqual({ at: iso(newYork), text });
    expect(reminderAt(message, KOLKATA)).toEqual({ at: iso(kolkata), text });
  });

  it("takes relative durations from the instant, exactly", () => {
    const { at } = reminderAt("remind me in 20 minutes to check the oven", NEW_YORK);
    expect(new Date(at).getTime() - NOW.getTime()).toBe(20 * 60_000);
  });

  it("keeps a time still ahead today on today, and moves one already past to tomorrow", () => {
    expect(reminderAt("remind me to call mom at 3pm", NEW_YORK).at).toBe(iso("2026-11-20T20:00Z"));
    expect(reminderAt("remind me to call mom at 3pm", KOLKATA).at).toBe(iso("2026-11-21T09:30Z"));
  });
});

describe("reminders across daylight-saving changes in New York", () => {
  it("reads tomorrow at 3pm in EST on the day before the November change", () => {
    const now = new Date("2026-10-31T16:00:00Z");
    expect(reminderAt("remind me to call mom tomorrow at 3pm", NEW_YORK, now).at).toBe(
      iso("2026-11-01T20:00Z"),
    );
    expect(reminderAt("remind me to take my pills at 8:30am", NEW_YORK, now).at).toBe(
      iso("2026-11-01T13:30Z"),
    );
    expect(reminderAt("remind me to call mom tomorrow at 3pm", KOLKATA, now).at).toBe(
      iso("2026-11-01T09:30Z"),
    );
  });

  it("reads tomorrow at 3pm in EDT on the day before the March change", () => {
    const now = new Date("2026-03-07T17:00:00Z");
    expect(reminderAt("remind me to call mom tomorrow at 3pm", NEW_YORK, now).at).toBe(
      iso("2026-03-08T19:00Z"),
    );
  });

  it("counts 20 minutes as 20 real minutes across the change", () => {
    const now = new Date("2026-11-01T05:50:00Z");
    const { at } = reminderAt("remind me in 20 minutes to check the oven", NEW_YORK, now);
    expect(at).toBe(iso("2026-11-01T06:10Z"));
  });
});

describe("reminders that cannot be set yet", () => {
  it("asks for a time when none was given", () => {
    expect(parseOfflineIntent("remind me to call mom", NOW, NEW_YORK)).toEqual({
      kind: "reminder_needs_time",
      text: "call mom",
    });
  });

  it("reports a time that has already passed", () => {
    const yesterday = parseOfflineIntent("remind me to call mom yesterday at 3pm", NOW, NEW_YORK);
    expect(yesterday).toEqual({
      kind: "reminder_in_past",
      at: new Date("2026-11-19T20:00:00Z"),
      text: "call mom",
    });
    const earlierToday = parseOfflineIntent("remind me to stretch today at 8am", NOW, KOLKATA);
    expect(earlierToday).toEqual({
      kind: "reminder_in_past",
      at: new Date("2026-11-20T02:30:00Z"),
      text: "stretch",
    });
  });
});

describe("timezones", () => {
  const cases: Array<[string, string]> = [
    ["my timezone is America/Chicago", "America/Chicago"],
    ["timezone: Europe/London", "Europe/London"],
    ["set my timezone to Asia/Kolkata", "Asia/Kolkata"],
    ["I'm in Pacific time", "America/Los_Angeles"],
    ["I\u2019m on Eastern time", "America/New_York"],
    ["my time zone is EST", "America/New_York"],
    ["timezone Eastern", "America/New_York"],
    ["timezone: america/new_york", "America/New_York"],
    ["timezone asia/kolkata", "Asia/Kolkata"],
    ["my timezone is Central Standard Time", "America/Chicago"],
    ["timezone MDT", "America/Denver"],
    ["timezone arizona", "America/Phoenix"],
    ["timezone PT", "America/Los_Angeles"],
    ["timezone AKST", "America/Anchorage"],
    ["timezone Hawaii", "Pacific/Honolulu"],
    ["timezone GMT", "UTC"],
    ["timezone IST", "Asia/Kolkata"],
    ["my timezone is UK", "Europe/London"],
    ["timezone BST", "Europe/London"],
    ["timezone tokyo", "Asia/Tokyo"],
  ];

  it.each(cases)("%s", (message, zone) => {
    expect(parseOfflineIntent(message, NOW, NEW_YORK)).toEqual({ kind: "timezone", zone });
  });

  it("reports a zone it does not know", () => {
    expect(parseOfflineIntent("my timezone is Narnia", NOW, NEW_YORK)).toEqual({
      kind: "timezone_unknown",
      input: "Narnia",
    });
  });

  it("leaves sentences that only look like locations to chat", () => {
    expect(parseOfflineIntent("I'm in a meeting", NOW, NEW_YORK)).toEqual({ kind: "chat" });
    expect(parseOfflineIntent("I'm in CT", NOW, NEW_YORK)).toEqual({ kind: "chat" });
  });
});

describe("checklists", () => {
  const cases: Array<[string, string, string[]]> = [
    ["checklist: eggs, milk, bread", "Checklist", ["eggs", "milk", "bread"]],
    ["Checklist eggs, milk and bread", "Checklist", ["eggs", "milk", "bread"]],
    ["make a checklist: a, b, c", "Checklist", ["a", "b", "c"]],
    ["grocery list: eggs, milk", "Grocery list", ["eggs", "milk"]],
    ["todo: x, y", "Checklist", ["x", "y"]],
    ["make a packing list: socks; shoes\ntoothbrush", "Packing list", ["socks", "shoes", "toothbrush"]],
    ["checklist: eggs, Eggs, , milk, and bread.", "Checklist", ["eggs", "milk", "bread"]],
  ];

  it.each(cases)("%s", (message, title, items) => {
    expect(parseOfflineIntent(message, NOW, KOLKATA)).toEqual({ kind: "checklist", title, items });
  });

  it("keeps at most 50 items of at most 200 characters", () => {
    const many = Array.from({ length: 60 }, (_, i) => `item ${i}`).join(", ");
    const intent = parseOfflineIntent(`checklist: ${"x".repeat(250)}, ${many}`, NOW, NEW_YORK);
    const items = intent.kind === "checklist" ? intent.items : [];
    expect(items).toHaveLength(50);
    expect(items[0]).toBe("x".repeat(200));
    expect(items[49]).toBe("item 48");
  });
});

describe("help and chat", () => {
  it.each(["help", "HELP", "?", "What can you do?", " commands "])("%s is help", (message) => {
    expect(parseOfflineIntent(message, NOW, NEW_YORK)).toEqual({ kind: "help" });
  });

  it.each(["hello", "what's the weather like?", "checklists are great", "can you help me with my essay"])(
    "%s is chat",
    (message) => {
      expect(parseOfflineIntent(message, NOW, NEW_YORK)).toEqual<OfflineIntent>({ kind: "chat" });
    },
  );
});

describe("replies", () => {
  it("confirms a reminder in the user's zone, with today or tomorrow when they apply", () => {
    const at = new Date("2026-11-21T20:00:00Z");
    expect(reminderSetReply("call mom", at, NEW_YORK, NOW)).toBe(
      "Got it! I'll remind you tomorrow at 3:00 PM EST: call mom.",
    );
    expect(reminderSetReply("stretch", new Date("2026-11-20T19:00:00Z"), NEW_YORK, NOW)).toBe(
      "Got it! I'll remind you today at 2:00 PM EST: stretch.",
    );
    expect(reminderSetReply("pay rent", new Date("2026-11-22T20:00:00Z"), NEW_YORK, NOW)).toBe(
      "Got it! I'll remind you on Sun, Nov 22 at 3:00 PM EST: pay rent.",
    );
    expect(reminderSetReply("renew", new Date("2027-03-03T14:00:00Z"), NEW_YORK, NOW)).toContain(
      "on Wed, Mar 3, 2027 at 9:00 AM EST",
    );
    expect(reminderSetReply("call mom", at, KOLKATA, NOW)).toContain("on Sun, Nov 22 at 1:30 AM");
  });

  it("names the zone's abbreviation on each side of a daylight-saving change", () => {
    const november = reminderSetReply(
      "x",
      new Date("2026-11-01T20:00:00Z"),
      NEW_YORK,
      new Date("2026-10-31T16:00:00Z"),
    );
    expect(november).toContain("tomorrow at 3:00 PM EST");
    const march = reminderSetReply(
      "x",
      new Date("2026-03-08T19:00:00Z"),
      NEW_YORK,
      new Date("2026-03-07T17:00:00Z"),
    );
    expect(march).toContain("tomorrow at 3:00 PM EDT");
  });

  it("says plainly that no AI model is connected, with one example per command", () => {
    const chat = chatReply();
    expect(chat).toMatch(/No AI model is connected right now, so I can't chat/);
    expect(chat).toContain("remind me to call mom tomorrow at 3pm");
    expect(chat).toContain("my timezone is America/Chicago");
    expect(chat).toContain("checklist: eggs, milk, bread");
    const help = helpReply();
    expect(help).toContain("remind me to call mom tomorrow at 3pm");
    expect(help).toContain("my timezone is America/Chicago");
    expect(help).toContain("checklist: eggs, milk, bread");
    expect(help).toContain("Reply STOP to opt out.");
  });

  it("words the other replies", () => {
    expect(reminderNeedsTimeReply("call mom")).toContain('"remind me to call mom tomorrow at 3pm"');
    expect(reminderInPastReply(new Date("2026-11-19T20:00:00Z"), NEW_YORK)).toContain(
      "(Thu, Nov 19 at 3:00 PM EST) has already passed",
    );
    expect(timezoneSetReply("America/Chicago", NOW)).toBe(
      "Done! Your timezone is now America/Chicago. It's 11:00 AM CST there (Fri, Nov 20).",
    );
    expect(timezoneUnknownReply("Narnia")).toContain('"my timezone is America/Chicago"');
    expect(checklistReply("Checklist", "https://t.example/c/1")).toBe(
      "Here's your checklist: https://t.example/c/1",
    );
    expect(checklistReply("Grocery list", "https://t.example/c/2")).toBe(
      'Here\'s your checklist "Grocery list": https://t.example/c/2',
    );
  });

  it("stays in plain GSM-7 text and under 320 characters as the person receives it", () => {
    const replies = [
      reminderSetReply(
        "call mom\u2019s \u201Ccell\u201D \u2014 now",
        new Date("2026-11-21T20:00:00Z"),
        KOLKATA,
        NOW,
      ),
      reminderSetReply("x".repeat(500), new Date("2026-11-21T20:00:00Z"), NEW_YORK, NOW),
      reminderNeedsTimeReply("call mom"),
      reminderNeedsTimeReply(""),
      reminderInPastReply(new Date("2026-11-19T20:00:00Z"), KOLKATA),
      timezoneSetReply(KOLKATA, NOW),
      timezoneUnknownReply("Narnia\u2026"),
      checklistReply("Packing list", "https://t.example/c/3"),
      helpReply(),
      chatReply(),
    ];
    for (const reply of replies.map(prepareSmsText)) {
      expect(reply).toMatch(PRINTABLE_ASCII);
      expect(reply.length).toBeLessThanOrEqual(320);
    }
  });
});
