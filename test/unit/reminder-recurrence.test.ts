import rrulePackage from "rrule";
import { describe, expect, it } from "vitest";
import { instantOfLocal, nextOccurrence, validLocal } from "../../src/domain/reminders/recurrence.js";
import { checkRecurrence } from "../../src/domain/reminders/recurrence-rule.js";
import { describeRecurrence } from "../../src/domain/reminders/recurrence-text.js";

const NEW_YORK = "America/New_York";

/** The next `count` firings after `from`, each after the one before, as ISO instants. */
function firings(rrule: string, startsLocal: string, zone: string, from: string, count: number): string[] {
  const out: string[] = [];
  let after = new Date(from);
  for (let i = 0; i < count; i++) {
    const next = nextOccurrence({ startsLocal, rrule }, zone, after);
    if (!next) break;
    out.push(next.toISOString());
    after = next;
  }
  return out;
}

describe("a recurring reminder's next firing", () => {
  it("keeps 8:00 local across New York's spring change: 13:00 UTC before, 12:00 UTC after", () => {
    expect(firings("FREQ=DAILY", "2026-03-06T08:00", NEW_YORK, "2026-03-06T00:00Z", 4)).toEqual([
      "2026-03-06T13:00:00.000Z",
      "2026-03-07T13:00:00.000Z",
      "2026-03-08T12:00:00.000Z",
      "2026-03-09T12:00:00.000Z",
    ]);
  });

  it("moves 02:30, which does not exist on the night clocks spring forward, to 03:30 that night only", () => {
    expect(firings("FREQ=DAILY", "2026-03-07T02:30", NEW_YORK, "2026-03-07T00:00Z", 3)).toEqual([
      "2026-03-07T07:30:00.000Z",
      "2026-03-08T07:30:00.000Z", // 03:30 EDT
      "2026-03-09T06:30:00.000Z",
    ]);
  });

  it("fires 01:30, which happens twice on the night clocks fall back, once: at its first pass", () => {
    expect(firings("FREQ=DAILY", "2026-10-31T01:30", NEW_YORK, "2026-10-31T00:00Z", 3)).toEqual([
      "2026-10-31T05:30:00.000Z",
      "2026-11-01T05:30:00.000Z", // 01:30 EDT; 06:30Z (01:30 EST) is not fired again
      "2026-11-02T06:30:00.000Z",
    ]);
    // The same in zones east of UTC and south of the equator, where Luxon alone reads it otherwise.
    expect(instantOfLocal("2026-10-25T02:30", "Europe/Berlin")?.toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
    expect(instantOfLocal("2026-04-05T02:30", "Australia/Sydney")?.toISOString()).toBe(
      "2026-04-04T15:30:00.000Z",
    );
    expect(instantOfLocal("2026-10-04T02:30", "Australia/Sydney")?.toISOString()).toBe(
      "2026-10-03T16:30:00.000Z",
    );
    // Asked during the second pass, the next is the next day's, not the repeated hour again.
    expect(
      nextOccurrence(
        { startsLocal: "2026-10-31T01:45", rrule: "FREQ=DAILY" },
        NEW_YORK,
        new Date("2026-11-01T06:30Z"),
      ),
    ).toEqual(new Date("2026-11-02T06:45:00Z"));
  });

  it("fires on weekdays only, Monday after Friday", () => {
    expect(
      firings("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-11-19T08:00", NEW_YORK, "2026-11-19T14:00Z", 3),
    ).toEqual(["2026-11-20T13:00:00.000Z", "2026-11-23T13:00:00.000Z", "2026-11-24T13:00:00.000Z"]);
  });

  it("gives 'the 31st' as the month's last day where the month is shorter, in the clamped form", () => {
    const rule = "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1";
    expect(firings(rule, "2026-01-31T09:00", "UTC", "2026-01-01T00:00Z", 4)).toEqual([
      "2026-01-31T09:00:00.000Z",
      "2026-02-28T09:00:00.000Z",
      "2026-03-31T09:00:00.000Z",
      "2026-04-30T09:00:00.000Z",
    ]);
    // The plain RFC 5545 rule skips months without a 31st.
    expect(firings("FREQ=MONTHLY;BYMONTHDAY=31", "2026-01-31T09:00", "UTC", "2026-01-01T00:00Z", 2)).toEqual([
      "2026-01-31T09:00:00.000Z",
      "2026-03-31T09:00:00.000Z",
    ]);
  });

  it("reads the same wall-clock time in a new zone when the person moves", () => {
    const schedule = { startsLocal: "2026-06-01T09:00", rrule: "FREQ=DAILY" };
    const after = new Date("2026-06-10T00:00Z");
    expect(nextOccurrence(schedule, NEW_YORK, after)?.toISOString()).toBe("2026-06-10T13:00:00.000Z");
    expect(nextOccurrence(schedule, "Europe/Berlin", after)?.toISOString()).toBe("2026-06-10T07:00:00.000Z");
  });

  it("ends when COUNT runs out, and has nothing for a one-shot", () => {
    expect(firings("FREQ=DAILY;COUNT=2", "2026-06-01T09:00", "UTC", "2026-05-01T00:00Z", 5)).toHaveLength(2);
    expect(nextOccurrence({ startsLocal: "2026-06-01T09:00", rrule: null }, "UTC", new Date(0))).toBeNull();
  });
});

describe("the next firing of a reminder years old", () => {
  // Found from a start moved on by whole periods: the same as rrule walking from the real start.
  it.each([
    "FREQ=DAILY;INTERVAL=3",
    "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH",
    "FREQ=WEEKLY",
    "FREQ=MONTHLY;BYMONTHDAY=31",
    "FREQ=MONTHLY;INTERVAL=5",
    "FREQ=MONTHLY;BYDAY=-1FR",
    "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
    "FREQ=YEARLY",
    "FREQ=DAILY;BYHOUR=8,20;BYMINUTE=15",
    "FREQ=DAILY;COUNT=1200",
  ])("%s", (rrule) => {
    const startsLocal = "2024-01-31T07:45";
    const walked = rrulePackage.RRule.fromString(`DTSTART:20240131T074500Z\nRRULE:${rrule}`)
      .between(new Date("2027-03-01T00:00Z"), new Date("2031-01-01T00:00Z"))
      .slice(0, 30)
      .map((at) => at.toISOString());
    expect(firings(rrule, startsLocal, "UTC", "2027-03-01T00:00Z", walked.length)).toEqual(walked);
  });
});

describe("local times", () => {
  it("accepts real calendar times only", () => {
    expect(validLocal("2026-02-28T08:00")).toBe("2026-02-28T08:00");
    expect(validLocal("2026-02-30T08:00")).toBeNull();
    expect(validLocal("2026-02-28T24:00")).toBeNull();
    expect(validLocal("2026-02-28 08:00")).toBeNull();
    expect(instantOfLocal("2026-03-08T02:30", NEW_YORK)?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });
});

describe("the recurrence rules a reminder accepts", () => {
  it.each([
    ["FREQ=DAILY", "FREQ=DAILY"],
    ["rrule:freq=weekly;byday=mo,tu", "FREQ=WEEKLY;BYDAY=MO,TU"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYDAY=-1FR"],
    ["FREQ=DAILY;BYHOUR=8,20;BYMINUTE=0", "FREQ=DAILY;BYHOUR=8,20;BYMINUTE=0"],
    [
      "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14;UNTIL=20301231",
      "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14;UNTIL=20301231",
    ],
  ])("keeps %s as %s", (input, stored) => {
    expect(checkRecurrence(input)).toEqual({ ok: true, rule: stored });
  });

  it.each([
    ["FREQ=MINUTELY", /FREQ must be/],
    ["FREQ=HOURLY", /FREQ must be/],
    ["BYDAY=MO", /needs FREQ/],
    ["FREQ=DAILY;BYSECOND=5", /BYSECOND is not allowed/],
    ["FREQ=WEEKLY;BYDAY=XX", /BYDAY must be/],
    ["FREQ=WEEKLY;BYDAY=1MO", /numbered days/],
    ["FREQ=DAILY;BYMINUTE=0,1,2", /BYMINUTE must be/],
    ["FREQ=DAILY;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12", /BYHOUR must be/],
    ["FREQ=DAILY;COUNT=3;UNTIL=20301231", /not both/],
    ["FREQ=DAILY;FREQ=WEEKLY", /twice/],
    ["DTSTART=20260101T000000Z;FREQ=DAILY", /DTSTART is not allowed/],
    ["FREQ=MONTHLY;BYMONTHDAY=0", /BYMONTHDAY must be/],
    ["", /empty/],
  ])("refuses %s", (input, error) => {
    const result = checkRecurrence(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });
});

describe("how a recurring reminder is worded", () => {
  it.each([
    ["FREQ=DAILY", "2026-06-01T21:30", "Every day at 9:30 PM"],
    ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-06-01T08:00", "Every weekday at 8:00 AM"],
    ["FREQ=WEEKLY;BYDAY=MO", "2026-06-01T09:00", "Every Monday at 9:00 AM"],
    ["FREQ=WEEKLY;BYDAY=MO,WE,FR", "2026-06-01T09:00", "Every Monday, Wednesday and Friday at 9:00 AM"],
    ["FREQ=MONTHLY;BYMONTHDAY=1", "2026-06-01T09:00", "Every month on the 1st at 9:00 AM"],
    [
      "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
      "2026-06-01T09:00",
      "Every month on the 31st (or its last day) at 9:00 AM",
    ],
    ["FREQ=DAILY;BYHOUR=8,20;BYMINUTE=0", "2026-06-01T09:15", "Every day at 8:00 AM and 8:00 PM"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-06-01T07:05", "Every 2 weeks on Tuesday at 7:05 AM"],
  ])("words %s from %s as %s", (rrule, startsLocal, text) => {
    expect(describeRecurrence({ rrule, startsLocal })).toBe(text);
  });

  it("has no words for a one-shot", () => {
    expect(describeRecurrence({ rrule: null, startsLocal: "2026-06-01T09:00" })).toBeNull();
  });
});
