import { describe, expect, it } from "vitest";
import { FLOOD_WINDOW_MS, floodDecision, floodLimit } from "../../src/messaging/rules/flood-limit.js";

const now = new Date("2026-12-03T12:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("floodDecision", () => {
  it("answers up to the limit", () => {
    expect(floodDecision({ limit: 20, recentTexts: 20, floodUntil: null, now })).toEqual({
      action: "answer",
    });
  });

  it("over the limit, waits a minute and tells the person", () => {
    expect(floodDecision({ limit: 20, recentTexts: 21, floodUntil: null, now })).toEqual({
      action: "wait",
      until: at(FLOOD_WINDOW_MS),
      notice: true,
    });
  });

  it("while a wait runs, keeps waiting until its end without another notice, whatever the count", () => {
    expect(floodDecision({ limit: 20, recentTexts: 1, floodUntil: at(30_000), now })).toEqual({
      action: "wait",
      until: at(30_000),
      notice: false,
    });
  });

  it("a flood that goes on past the wait is the same flood: no second notice", () => {
    expect(floodDecision({ limit: 20, recentTexts: 40, floodUntil: at(-5_000), now })).toEqual({
      action: "wait",
      until: at(FLOOD_WINDOW_MS),
      notice: false,
    });
  });

  it("a new flood a minute or more after the last wait is told again", () => {
    expect(
      floodDecision({ limit: 20, recentTexts: 21, floodUntil: at(-FLOOD_WINDOW_MS), now }),
    ).toMatchObject({
      notice: true,
    });
  });

  it("after a wait, answers once the count is back within the limit", () => {
    expect(floodDecision({ limit: 20, recentTexts: 3, floodUntil: at(-1), now })).toEqual({
      action: "answer",
    });
  });
});

describe("floodLimit", () => {
  it("reads the setting, and the default for anything it would refuse", () => {
    expect([
      floodLimit("5"),
      floodLimit("0"),
      floodLimit("abc"),
      floodLimit(undefined),
      floodLimit("2.5"),
    ]).toEqual([5, 20, 20, 20, 20]);
  });
});
