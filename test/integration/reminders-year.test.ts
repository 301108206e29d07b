import { and, eq, isNull } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextQueuedDueAt } from "../../src/db/repositories/queued-messages.js";
import { messages, queuedMessages, reminders } from "../../src/db/schema/index.js";
import { dispatchDueMessages } from "../../src/domain/scheduling/dispatch-queued.js";
import { manualClock } from "../helpers/manual-clock.js";
import { type PipelineApp, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { textAndWait } from "../helpers/text-and-wait.js";

/**
 * Issue 38's correctness target: a year of a daily, a weekday and a monthly reminder in 10 time
 * zones, each through its two daylight-saving changes, set by text and sent by the real dispatch
 * on a clock stepped from one due time to the next. The expected firings are worked out here
 * apart, with plain Luxon day loops (no rrule): 0 may be off by 60 s or more, 0 duplicated, 0
 * missed. Times inside a zone's spring gap fire as far past it (02:30 on the night Berlin jumps
 * from 02:00 to 03:00 fires at 03:30); times its autumn hour repeats fire once, at the first pass
 * (RFC 5545, 3.3.5). One person moves from Los Angeles to Madrid on July 1: their reminders keep
 * their wall-clock times in the new zone from the next one on.
 */
const START = new Date("2026-01-01T00:00:00Z");
const END = new Date("2027-01-01T00:00:00Z");
const MOVE_AT = new Date("2026-07-01T12:00:00Z");
const clock = manualClock(START);
let t: PipelineApp;

interface Person {
  phone: string;
  zone: string;
  /** Local "HH:MM" of all three reminders, so their firings share the clock's steps. */
  time: string;
  /** The day of the month the monthly one is on; 31 means the month's last day where shorter. */
  monthDay: number;
  movesTo?: string;
}

/**
 * Zones that change on the same dates share their firings' instants when their times are the same
 * UTC time: the clock then takes one step for several of them, and the dispatch hands on several
 * firings at once. So the Americas fire together (New York's 02:30), Europe together (London's
 * 01:30), Sydney and Auckland together but for the week their spring changes fall apart.
 */
const PEOPLE: Person[] = [
  // In New York's spring gap (02:00 to 03:00 on March 8).
  { phone: "+12125550901", zone: "America/New_York", time: "02:30", monthDay: 1 },
  // Repeated on November 1 (01:00 to 02:00 twice).
  { phone: "+12125550902", zone: "America/Chicago", time: "01:30", monthDay: 1 },
  { phone: "+12125550903", zone: "America/Denver", time: "00:30", monthDay: 15 },
  {
    phone: "+12125550904",
    zone: "America/Los_Angeles",
    time: "23:30",
    monthDay: 1,
    movesTo: "Europe/Madrid",
  },
  { phone: "+12125550905", zone: "America/Halifax", time: "03:30", monthDay: 31 },
  // In the spring gaps (London 01:00 to 02:00, Berlin 02:00 to 03:00, Athens 03:00 to 04:00, all
  // on March 29) and repeated in their autumn hours (October 25).
  { phone: "+12125550906", zone: "Europe/London", time: "01:30", monthDay: 31 },
  { phone: "+12125550907", zone: "Europe/Berlin", time: "02:30", monthDay: 1 },
  { phone: "+12125550908", zone: "Europe/Athens", time: "03:30", monthDay: 1 },
  // Repeated on April 5; in Sydney's gap on October 4. Auckland springs forward on September 27.
  { phone: "+12125550909", zone: "Australia/Sydney", time: "02:30", monthDay: 31 },
  { phone: "+12125550910", zone: "Pacific/Auckland", time: "04:30", monthDay: 1 },
];

const KINDS = ["daily", "weekday", "monthly"] as const;
type Kind = (typeof KINDS)[number];

beforeAll(async () => {
  // Texts are answered as they come; the reminders' outbound texts are not sent (no poll): what
  // is measured is when the dispatch hands each firing on.
  t = await startPipelineApp({ offline: true, clock, workers: false, pollIntervalMs: 3_600_000 });
  t.messaging.start();
});
afterAll(() => t.stopAll());

async function text(phone: string, body: string) {
  clock.advance(1000);
  const [answer] = await textAndWait(t, phone, body);
  return answer?.content ?? "";
}

async function setUp(person: Person) {
  expect(await text(person.phone, `my timezone is ${person.zone}`)).toMatch(/^Done!/);
  await text(person.phone, `remind me every day at ${person.time} to take pills`);
  await text(person.phone, `remind me every weekday at ${person.time} to stand up`);
  const day = person.monthDay === 1 ? "1st" : person.monthDay === 15 ? "15th" : "31st";
  await text(person.phone, `every month on the ${day} at ${person.time} pay rent`);
}

/** The instant of a local day's time: a gap's time moved on by Luxon, a repeated one's first pass. */
function localInstant(day: DateTime, time: string, zone: string): number {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const at = DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone });
  const hourBefore = at.minus({ hours: 1 });
  const repeated = hourBefore.hour === hour && hourBefore.minute === minute && hourBefore.day === at.day;
  return (repeated ? hourBefore : at).toMillis();
}

function fallsOn(kind: Kind, day: DateTime, monthDay: number): boolean {
  if (kind === "daily") return true;
  if (kind === "weekday") return day.weekday <= 5;
  return day.day === Math.min(monthDay, day.daysInMonth ?? 31);
}

/** Every firing due in (from, until], day by day in the zone. */
function expectedFirings(kind: Kind, person: Person, zone: string, from: number, until: number): number[] {
  const out: number[] = [];
  let day = DateTime.fromMillis(from, { zone }).startOf("day").minus({ days: 1 });
  while (day.toMillis() <= until) {
    const at = localInstant(day, person.time, zone);
    if (at > from && at <= until && fallsOn(kind, day, person.monthDay)) out.push(at);
    day = day.plus({ days: 1 });
  }
  return out;
}

/** How the firings sent compare with those expected. */
function compare(actual: number[], expected: number[]) {
  const used = new Set<number>();
  let off = 0;
  let duplicates = 0;
  for (const at of actual) {
    const nearest = expected.reduce(
      (best, e) => (Math.abs(e - at) < Math.abs(best - at) ? e : best),
      Number.POSITIVE_INFINITY,
    );
    if (Math.abs(nearest - at) >= 60_000) off++;
    else if (used.has(nearest)) duplicates++;
    else used.add(nearest);
  }
  return { off, duplicates, missed: expected.filter((at) => !used.has(at)).length };
}

describe("a year of repeating reminders in 10 time zones", () => {
  it("sends every firing at its time: none off by a minute, none twice, none missed", async () => {
    await Promise.all(PEOPLE.map(setUp));
    const setAt = clock.now().getTime();
    let moved = false;
    let steps = 0;
    for (;;) {
      const due = await nextQueuedDueAt(t.database.db);
      if (!due || due >= END) break;
      if (!moved && due > MOVE_AT) {
        moved = true;
        clock.set(MOVE_AT);
        // The outbound texts queued so far are not under test; the core would send them all now.
        await t.database.db
          .update(messages)
          .set({ delivery_status: "canceled" })
          .where(and(eq(messages.kind, "reminder"), eq(messages.delivery_status, "pending")));
        const mover = PEOPLE.find((person) => person.movesTo);
        expect(await text(mover?.phone ?? "", `my timezone is ${mover?.movesTo}`)).toMatch(/^Done!/);
        continue;
      }
      clock.set(due);
      await dispatchDueMessages({ db: t.database.db, clock, defaultTimeZone: t.env.DEFAULT_TIMEZONE });
      steps++;
    }

    const totals = { firings: 0, off: 0, duplicates: 0, missed: 0 };
    for (const person of PEOPLE) {
      const user = await userByPhone(t, person.phone);
      const theirs = await t.database.db
        .select()
        .from(reminders)
        .where(eq(reminders.user_id, user?.id ?? 0))
        .orderBy(reminders.id);
      expect(theirs.map((row) => row.status)).toEqual(["active", "active", "active"]);
      for (const [index, kind] of KINDS.entries()) {
        const sent = await t.database.db
          .select({ at: queuedMessages.processed_at })
          .from(queuedMessages)
          .where(
            and(eq(queuedMessages.reminder_id, theirs[index]?.id ?? 0), isNull(queuedMessages.skip_reason)),
          );
        const actual = sent.filter((row) => row.at !== null).map((row) => row.at?.getTime() ?? 0);
        const moveAt = person.movesTo ? MOVE_AT.getTime() : END.getTime();
        const expected = [
          ...expectedFirings(kind, person, person.zone, setAt, Math.min(moveAt, END.getTime() - 1)),
          ...(person.movesTo ? expectedFirings(kind, person, person.movesTo, moveAt, END.getTime() - 1) : []),
        ];
        const result = compare(actual, expected);
        expect({ person: person.zone, kind, ...result }).toEqual({
          person: person.zone,
          kind,
          off: 0,
          duplicates: 0,
          missed: 0,
        });
        totals.firings += actual.length;
      }
    }
    // 10 people, a year: some 365 daily, 260 weekday and 12 monthly firings each.
    expect(totals.firings).toBeGreaterThan(6_000);
    // The Americas, Europe, the South Pacific, and Madrid from July: a step for each.
    expect(steps).toBeGreaterThan(1_250);
  }, 120_000);
});
