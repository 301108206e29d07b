import { describe, expect, it } from "vitest";
import { retentionCutoffs, retentionPeriods } from "./retention-cutoffs.js";

const NOW = new Date("2026-03-20T04:00:00.000Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const cutoffs = (MESSAGE_RETENTION_DAYS: string, MEDIA_RETENTION_DAYS: string) =>
  retentionCutoffs({ MESSAGE_RETENTION_DAYS, MEDIA_RETENTION_DAYS }, NOW);

describe("retentionCutoffs", () => {
  it("keeps everything while both settings are empty", () => {
    expect(cutoffs("", "")).toEqual({ messagesBefore: null, mediaBefore: null });
  });

  it("counts whole days of 24 hours back from now", () => {
    expect(cutoffs("30", "")).toEqual({ messagesBefore: daysBefore(30), mediaBefore: daysBefore(30) });
    expect(cutoffs("", "7")).toEqual({ messagesBefore: null, mediaBefore: daysBefore(7) });
  });

  it("lets media go no later than its text", () => {
    expect(cutoffs("30", "7").mediaBefore).toEqual(daysBefore(7));
    expect(cutoffs("7", "30").mediaBefore).toEqual(daysBefore(7));
  });

  it.each(["0", "-3", "abc", "1.5", "36501"])("treats %j as off", (value) => {
    expect(cutoffs(value, value)).toEqual({ messagesBefore: null, mediaBefore: null });
  });
});

describe("retentionPeriods", () => {
  it("states media's period as at most the texts' one", () => {
    expect(retentionPeriods({ MESSAGE_RETENTION_DAYS: "7", MEDIA_RETENTION_DAYS: "30" })).toEqual({
      messageDays: 7,
      mediaDays: 7,
    });
    expect(retentionPeriods({ MESSAGE_RETENTION_DAYS: "", MEDIA_RETENTION_DAYS: "30" })).toEqual({
      messageDays: null,
      mediaDays: 30,
    });
  });
});
