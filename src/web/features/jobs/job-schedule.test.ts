import { describe, expect, it } from "vitest";
import { scheduleText, visibleScheduleFields } from "./job-schedule";

const job = (changes: Partial<Parameters<typeof scheduleText>[0]>) => ({
  type: "recurring" as const,
  frequency: "minute" as const,
  interval_value: 1,
  specific_time: null,
  specific_day: null,
  ...changes,
});

describe("job schedule text", () => {
  it("says 'Every N <unit>' with the unit in the singular for 1", () => {
    expect(scheduleText(job({ interval_value: 5 }))).toBe("Every 5 minutes");
    expect(scheduleText(job({ frequency: "hour" }))).toBe("Every 1 hour");
    expect(scheduleText(job({ frequency: "month", interval_value: 3 }))).toBe("Every 3 months");
  });

  it("adds the time and day that apply to the frequency", () => {
    expect(scheduleText(job({ frequency: "hour", specific_time: "15" }))).toBe("Every 1 hour at minute 15");
    expect(scheduleText(job({ frequency: "day", specific_time: "09:30" }))).toBe("Every 1 day at 09:30");
    expect(scheduleText(job({ frequency: "week", specific_day: 1, specific_time: "08:00" }))).toBe(
      "Every 1 week on Monday at 08:00",
    );
    expect(scheduleText(job({ frequency: "month", interval_value: 2, specific_day: 31 }))).toBe(
      "Every 2 months on day 31",
    );
    // Left over from another frequency: not shown.
    expect(scheduleText(job({ specific_time: "09:00", specific_day: 3 }))).toBe("Every 1 minute");
  });

  it("names the service zone after a wall-clock time, the zone the next run is shown in", () => {
    expect(scheduleText(job({ frequency: "day", specific_time: "03:00" }), "EST")).toBe(
      "Every 1 day at 03:00 EST",
    );
    // A minute past every hour is the same minute in every zone.
    expect(scheduleText(job({ frequency: "hour", specific_time: "15" }), "EST")).toBe(
      "Every 1 hour at minute 15",
    );
  });

  it("says One-time for one-time jobs", () => {
    expect(scheduleText(job({ type: "one-time" as never, interval_value: 9 }))).toBe("One-time");
  });
});

describe("job dialog fields", () => {
  it("shows the specific time for hour, day, week and month; the day for week and month", () => {
    expect(visibleScheduleFields("recurring", "minute")).toMatchObject({
      specificTime: false,
      specificDay: false,
    });
    expect(visibleScheduleFields("recurring", "hour")).toMatchObject({
      specificTime: true,
      specificDay: false,
    });
    expect(visibleScheduleFields("recurring", "day")).toMatchObject({
      specificTime: true,
      specificDay: false,
    });
    expect(visibleScheduleFields("recurring", "week")).toMatchObject({
      specificTime: true,
      specificDay: true,
    });
    expect(visibleScheduleFields("recurring", "month")).toMatchObject({
      specificTime: true,
      specificDay: true,
    });
  });

  it("shows Run At only for one-time jobs, and no frequency then", () => {
    expect(visibleScheduleFields("one-time", "day")).toEqual({
      frequency: false,
      interval: false,
      specificTime: false,
      specificDay: false,
      runAt: true,
    });
    expect(visibleScheduleFields("recurring", "day").runAt).toBe(false);
  });
});
