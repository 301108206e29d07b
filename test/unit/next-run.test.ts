import { describe, expect, it } from "vitest";
import { type JobSchedule, nextRun } from "../../src/domain/scheduling/next-run.js";

const NEW_YORK = "America/New_York";

function schedule(fields: Partial<JobSchedule>): JobSchedule {
  return {
    type: "recurring",
    frequency: "day",
    interval_value: 1,
    run_at: null,
    specific_time: null,
    specific_day: null,
    ...fields,
  };
}

/** The next run of a new (or edited) schedule at `now`. */
function firstRun(fields: Partial<JobSchedule>, now: string, zone = NEW_YORK) {
  return nextRun(
    schedule(fields),
    { now: new Date(now), previousDue: null, lastRun: null },
    zone,
  )?.toISOString();
}

/** The next run after the due time `due` ran, a moment after it. */
function afterRun(fields: Partial<JobSchedule>, due: string, zone = NEW_YORK) {
  const now = new Date(new Date(due).getTime() + 500);
  return nextRun(schedule(fields), { now, previousDue: new Date(due), lastRun: now }, zone)?.toISOString();
}

describe("minute", () => {
  it("runs every N minutes from the start of the current minute", () => {
    expect(firstRun({ frequency: "minute", interval_value: 5 }, "2026-01-15T15:03:27Z")).toBe(
      "2026-01-15T15:08:00.000Z",
    );
    expect(afterRun({ frequency: "minute", interval_value: 5 }, "2026-01-15T15:08:00Z")).toBe(
      "2026-01-15T15:13:00.000Z",
    );
    expect(afterRun({ frequency: "minute", interval_value: 1 }, "2026-01-15T15:08:00Z")).toBe(
      "2026-01-15T15:09:00.000Z",
    );
  });

  it("counts elapsed minutes across the spring-forward change", () => {
    // 01:58 EST + 5 minutes is 03:03 EDT.
    expect(afterRun({ frequency: "minute", interval_value: 5 }, "2026-03-08T06:58:00Z")).toBe(
      "2026-03-08T07:03:00.000Z",
    );
  });
});

describe("hour", () => {
  it("runs at the minute of the hour that specific_time gives", () => {
    expect(firstRun({ frequency: "hour", specific_time: "15" }, "2026-01-15T15:10:00Z")).toBe(
      "2026-01-15T15:15:00.000Z",
    );
    expect(firstRun({ frequency: "hour", specific_time: "15" }, "2026-01-15T15:20:00Z")).toBe(
      "2026-01-15T16:15:00.000Z",
    );
    expect(firstRun({ frequency: "hour", specific_time: null }, "2026-01-15T15:20:00Z")).toBe(
      "2026-01-15T16:00:00.000Z",
    );
    expect(
      afterRun({ frequency: "hour", specific_time: "15", interval_value: 2 }, "2026-01-15T16:15:00Z"),
    ).toBe("2026-01-15T18:15:00.000Z");
  });

  it("keeps the minute in a half-hour zone", () => {
    // Kolkata is UTC+05:30: minute 15 there is minute 45 in UTC.
    expect(firstRun({ frequency: "hour", specific_time: "15" }, "2026-01-15T15:20:00Z", "Asia/Kolkata")).toBe(
      "2026-01-15T15:45:00.000Z",
    );
  });

  it("runs in both 01:00 hours when New York falls back", () => {
    expect(afterRun({ frequency: "hour", specific_time: "15" }, "2026-11-01T05:15:00Z")).toBe(
      "2026-11-01T06:15:00.000Z",
    );
    expect(firstRun({ frequency: "hour", specific_time: "15" }, "2026-11-01T05:20:00Z")).toBe(
      "2026-11-01T06:15:00.000Z",
    );
  });
});

describe("day", () => {
  it("runs at HH:MM today if still ahead, otherwise tomorrow", () => {
    expect(firstRun({ specific_time: "09:30" }, "2026-01-15T13:00:00Z")).toBe("2026-01-15T14:30:00.000Z");
    expect(firstRun({ specific_time: "09:30" }, "2026-01-15T15:00:00Z")).toBe("2026-01-16T14:30:00.000Z");
    expect(firstRun({ specific_time: null }, "2026-01-15T15:00:00Z")).toBe("2026-01-16T05:00:00.000Z");
    expect(afterRun({ specific_time: "09:30", interval_value: 3 }, "2026-01-16T14:30:00Z")).toBe(
      "2026-01-19T14:30:00.000Z",
    );
  });

  it("keeps the wall-clock time across both daylight-saving changes", () => {
    expect(afterRun({ specific_time: "09:30" }, "2026-03-07T14:30:00Z")).toBe("2026-03-08T13:30:00.000Z");
    expect(afterRun({ specific_time: "09:30" }, "2026-10-31T13:30:00Z")).toBe("2026-11-01T14:30:00.000Z");
  });

  it("moves a time that spring-forward skips to the hour after, and returns to it the next day", () => {
    expect(afterRun({ specific_time: "02:30" }, "2026-03-07T07:30:00Z")).toBe("2026-03-08T07:30:00.000Z");
    expect(afterRun({ specific_time: "02:30" }, "2026-03-08T07:30:00Z")).toBe("2026-03-09T06:30:00.000Z");
  });

  it("runs a time that falling back repeats once", () => {
    const runs = [afterRun({ specific_time: "01:30" }, "2026-10-31T05:30:00Z")];
    runs.push(afterRun({ specific_time: "01:30" }, runs[0] ?? ""));
    expect(runs).toEqual(["2026-11-01T06:30:00.000Z", "2026-11-02T06:30:00.000Z"]);
  });

  it("resumes at the next time after missed runs instead of catching up one by one", () => {
    const now = new Date("2026-01-20T12:00:00Z");
    const due = new Date("2026-01-10T14:30:00Z");
    expect(
      nextRun(schedule({ specific_time: "09:30" }), { now, previousDue: due, lastRun: now }, NEW_YORK),
    ).toEqual(new Date("2026-01-20T14:30:00Z"));
  });
});

describe("week", () => {
  it("runs on the day of the week, 0 Sunday to 6 Saturday", () => {
    // Wednesday, January 14, 2026.
    expect(
      firstRun({ frequency: "week", specific_day: 1, specific_time: "08:00" }, "2026-01-14T17:00:00Z"),
    ).toBe("2026-01-19T13:00:00.000Z");
    expect(
      firstRun({ frequency: "week", specific_day: 6, specific_time: "08:00" }, "2026-01-14T17:00:00Z"),
    ).toBe("2026-01-17T13:00:00.000Z");
    expect(
      firstRun({ frequency: "week", specific_day: 3, specific_time: "13:00" }, "2026-01-14T17:00:00Z"),
    ).toBe("2026-01-14T18:00:00.000Z");
    expect(
      firstRun({ frequency: "week", specific_day: 3, specific_time: "11:00" }, "2026-01-14T17:00:00Z"),
    ).toBe("2026-01-21T16:00:00.000Z");
  });

  it("treats 0 as Sunday, today when the time is still ahead", () => {
    // Sunday, January 18, 2026 at 07:00 and at 09:00 in New York.
    expect(
      firstRun({ frequency: "week", specific_day: 0, specific_time: "08:00" }, "2026-01-18T12:00:00Z"),
    ).toBe("2026-01-18T13:00:00.000Z");
    expect(
      firstRun({ frequency: "week", specific_day: 0, specific_time: "08:00" }, "2026-01-18T14:00:00Z"),
    ).toBe("2026-01-25T13:00:00.000Z");
  });

  it("runs every N weeks and keeps the local time across spring-forward", () => {
    expect(
      afterRun(
        { frequency: "week", specific_day: 0, specific_time: "08:00", interval_value: 2 },
        "2026-02-22T13:00:00Z",
      ),
    ).toBe("2026-03-08T12:00:00.000Z");
  });
});

describe("month", () => {
  it("clamps day 31 to the month's last day and returns to the 31st", () => {
    const monthly = { frequency: "month", specific_day: 31, specific_time: "06:00" };
    expect(firstRun(monthly, "2026-01-31T12:00:00Z")).toBe("2026-02-28T11:00:00.000Z");
    expect(afterRun(monthly, "2026-02-28T11:00:00Z")).toBe("2026-03-31T10:00:00.000Z");
    expect(afterRun(monthly, "2026-03-31T10:00:00Z")).toBe("2026-04-30T10:00:00.000Z");
    expect(afterRun(monthly, "2028-01-31T11:00:00Z")).toBe("2028-02-29T11:00:00.000Z");
  });

  it("runs every N months on the day", () => {
    expect(
      afterRun(
        { frequency: "month", specific_day: 31, specific_time: "06:00", interval_value: 3 },
        "2026-01-31T11:00:00Z",
      ),
    ).toBe("2026-04-30T10:00:00.000Z");
    expect(
      firstRun({ frequency: "month", specific_day: 15, specific_time: "09:00" }, "2026-01-10T12:00:00Z"),
    ).toBe("2026-01-15T14:00:00.000Z");
    expect(
      firstRun({ frequency: "month", specific_day: null, specific_time: null }, "2026-01-10T12:00:00Z"),
    ).toBe("2026-02-01T05:00:00.000Z");
  });
});

describe("one-time", () => {
  const runAt = new Date("2026-06-01T16:00:00Z");

  it("is due at run_at until it has run, then never", () => {
    const job = schedule({ type: "one-time", run_at: runAt });
    const now = new Date("2026-05-01T00:00:00Z");
    expect(nextRun(job, { now, previousDue: null, lastRun: null }, NEW_YORK)).toEqual(runAt);
    const ranAt = new Date("2026-06-01T16:00:01Z");
    expect(nextRun(job, { now: ranAt, previousDue: runAt, lastRun: ranAt }, NEW_YORK)).toBeNull();
  });

  it("is due again when run_at is moved past its last run", () => {
    const later = new Date("2026-07-01T16:00:00Z");
    const lastRun = new Date("2026-06-01T16:00:01Z");
    const job = schedule({ type: "one-time", run_at: later });
    expect(
      nextRun(job, { now: new Date("2026-06-02T00:00:00Z"), previousDue: null, lastRun }, NEW_YORK),
    ).toEqual(later);
  });

  it("without run_at never runs", () => {
    expect(firstRun({ type: "one-time", run_at: null }, "2026-01-01T00:00:00Z")).toBeUndefined();
  });
});
