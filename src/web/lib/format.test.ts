import { afterEach, describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatUnitUsd,
  formatUsd,
  serviceTimeZone,
  serviceZoneAbbreviation,
  setServiceTimeZone,
} from "./format";

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** What a reader sees: the non-breaking spaces as plain ones. */
const plain = (text: string) => text.replace(/\s/g, " ");
afterEach(() => setServiceTimeZone(browserZone));

describe("times in the service's zone", () => {
  it("shows every time in DEFAULT_TIMEZONE with its abbreviation, whatever the browser's zone", () => {
    setServiceTimeZone("America/New_York");
    // 08:00 UTC is 03:00 in New York in winter: the job card's "Every 1 day at 03:00" and its next run agree.
    expect(plain(formatDateTime("2025-03-05T08:00:00Z"))).toBe("Mar 5, 2025, 3:00 AM EST");
    expect(plain(formatDateTime("2025-07-05T07:00:00Z"))).toBe("Jul 5, 2025, 3:00 AM EDT");
    expect(formatTime("2025-03-05T20:07:00Z")).toBe("3:07 PM EST");
    // A narrow column breaks after the day, never inside "3:00 AM EST".
    expect(formatDateTime("2025-03-05T08:00:00Z").split(", ").at(-1)).toBe("3:00\u00a0AM\u00a0EST");
    // The day is the service's day too: 02:00 UTC on the 6th is still the 5th in New York.
    expect(formatDate("2025-03-06T02:00:00Z")).toBe("Mar 5, 2025");
    setServiceTimeZone("Asia/Tokyo");
    expect(plain(formatDateTime("2025-03-05T08:00:00Z"))).toBe("Mar 5, 2025, 5:00 PM GMT+9");
  });

  it("tells the zone and its abbreviation at a given instant", () => {
    setServiceTimeZone("America/New_York");
    expect(serviceTimeZone()).toBe("America/New_York");
    expect(serviceZoneAbbreviation(new Date("2025-01-10T12:00:00Z"))).toBe("EST");
    expect(serviceZoneAbbreviation(new Date("2025-07-10T12:00:00Z"))).toBe("EDT");
  });

  it("gives nothing rather than 'Invalid Date' for missing or broken input", () => {
    expect(formatDateTime(null)).toBe("");
    expect(plain(formatDateTime("not a date"))).toBe("");
    expect(formatTime(undefined)).toBe("");
    expect(formatDate("")).toBe("");
  });
});

describe("money", () => {
  it("shows a total with at most 2 decimals", () => {
    expect(formatUsd(1234.5678)).toBe("$1,234.57");
    expect(formatUsd(0.1234)).toBe("$0.12");
    expect(formatUsd(0.8)).toBe("$0.80");
    expect(formatUsd(0)).toBe("$0.00");
    // A few segments cost less than a cent: not zero, and not four decimals either.
    expect(formatUsd(0.0042)).toBe("< $0.01");
  });

  it("shows one message's cost with up to 4 decimals", () => {
    expect(formatUnitUsd(0.0083)).toBe("$0.0083");
    expect(formatUnitUsd(0.5)).toBe("$0.50");
    expect(formatUnitUsd(2.5)).toBe("$2.50");
  });
});
