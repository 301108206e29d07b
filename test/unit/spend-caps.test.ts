import { describe, expect, it } from "vitest";
import {
  budgetCap,
  monthStart,
  overDailyCap,
  overMonthlyBudget,
  segmentPrice,
  smsCost,
  spendDay,
  spentToday,
} from "../../src/domain/delivery-rules/spend-caps.js";

describe("spend caps", () => {
  it("reads a budget setting as an amount, and empty as no limit", () => {
    expect(budgetCap("")).toBeNull();
    expect(budgetCap("  ")).toBeNull();
    expect(budgetCap("2.50")).toBe(2.5);
    expect(budgetCap("0")).toBe(0);
    expect(budgetCap("lots")).toBeNull();
    expect(budgetCap("-1")).toBeNull();
  });

  it("counts a person's spend on their own local day", () => {
    // 02:30 UTC on the 25th is still the evening of the 24th in New York, already the 25th in Paris.
    const now = new Date("2026-11-25T02:30:00Z");
    expect(spendDay(now, "America/New_York")).toBe("2026-11-24");
    expect(spendDay(now, "Europe/Paris")).toBe("2026-11-25");
  });

  it("starts the month at local midnight on the 1st", () => {
    expect(monthStart(new Date("2026-11-24T15:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-11-01T04:00:00.000Z",
    );
    // 03:00 UTC on 1 December is still November in New York.
    expect(monthStart(new Date("2026-12-01T03:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-11-01T04:00:00.000Z",
    );
  });

  it("forgets yesterday's spend once the day has changed", () => {
    const spend = { ai_spend_day: "2026-11-24", ai_spend_usd: 0.4 };
    expect(spentToday(spend, "2026-11-24")).toBe(0.4);
    expect(spentToday(spend, "2026-11-25")).toBe(0);
    expect(spentToday({ ai_spend_day: null, ai_spend_usd: 0 }, "2026-11-25")).toBe(0);
  });

  it("stops AI answers once the day's spend reaches the cap, never without a cap", () => {
    expect(overDailyCap(0.49, "0.50")).toBe(false);
    expect(overDailyCap(0.5, "0.50")).toBe(true);
    expect(overDailyCap(3, "0.50")).toBe(true);
    expect(overDailyCap(1_000, "")).toBe(false);
    expect(overDailyCap(0, "0")).toBe(true);
  });

  it("switches to the offline assistant once the month's spend reaches the budget", () => {
    expect(overMonthlyBudget(99.99, "100")).toBe(false);
    expect(overMonthlyBudget(100, "100")).toBe(true);
    expect(overMonthlyBudget(1e9, "")).toBe(false);
  });

  it("prices each part at its segments times the segment price", () => {
    expect(segmentPrice("0.0083")).toBe(0.0083);
    expect(segmentPrice("")).toBe(0);
    expect(segmentPrice("free")).toBe(0);
    expect(smsCost(1, 0.0083)).toBe(0.0083);
    expect(smsCost(3, 0.0083)).toBe(0.0249);
    expect(smsCost(10, 0.0079)).toBe(0.079);
    expect(smsCost(2, 0)).toBe(0);
  });
});
