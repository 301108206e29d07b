export { formatPhone } from "@shared/phone";

/**
 * Every time in the console is shown in the service's zone (DEFAULT_TIMEZONE), the zone its
 * schedules run in, so "Every 1 day at 03:00" and the next run's "3:00 AM EST" agree whoever looks.
 * The zone arrives with the session check, before any screen renders; until then (sign-in) the
 * browser's own zone stands in.
 */
let serviceZone: string | undefined;

export function setServiceTimeZone(zone: string): void {
  serviceZone = zone;
}

/** DEFAULT_TIMEZONE once the session check has answered, else the browser's zone. */
export function serviceTimeZone(): string {
  return serviceZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

// Building Intl.DateTimeFormat is costly and tables format many dates: one per zone and shape.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(shape: "dateTime" | "date" | "time" | "zone"): Intl.DateTimeFormat {
  const timeZone = serviceTimeZone();
  const key = `${shape} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    const date = { month: "short", day: "numeric", year: "numeric" } as const;
    const time = { hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const;
    const options = { dateTime: { ...date, ...time }, date, time, zone: { timeZoneName: "short" } as const };
    format = new Intl.DateTimeFormat("en-US", { ...options[shape], timeZone });
    formatters.set(key, format);
  }
  return format;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Mar 5, 2025, 3:07 PM EST". The time and its zone never break apart, so a narrow column wraps
 * after the day instead. Invalid or missing input gives "" rather than "Invalid Date".
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  const text = formatter("dateTime").format(date);
  const split = text.lastIndexOf(", ") + 2;
  return text.slice(0, split) + text.slice(split).replace(/\s/g, "\u00a0");
}

/** "3:07 PM EST": a time where the day is plain from the context (a chat bubble). */
export function formatTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? formatter("time").format(date) : "";
}

/** "Mar 5, 2025": a day where the time would only crowd a table. */
export function formatDate(value: string): string {
  const date = toDate(value);
  return date ? formatter("date").format(date) : "";
}

/** The service zone's abbreviation at `at` ("EST", or "EDT" in summer), for a wall-clock time. */
export function serviceZoneAbbreviation(at: Date = new Date()): string {
  return (
    formatter("zone")
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

/** 512 → "512 B", 20480 → "20 KB", 5242880 → "5.0 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const countFormat = new Intl.NumberFormat("en-US");

/** 1234567 → "1,234,567". */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
// One AI reply or SMS segment costs fractions of a cent: four decimals instead of reading $0.00.
const fractions = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** A sum of money (a day's or month's cost, a budget): "$1,234.57", "$0.25", or "< $0.01" when it is not zero. */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.005) return `< ${dollars.format(0.01)}`;
  return dollars.format(value);
}

/** One message's or one unit's price: "$1.25", or "$0.0042" below one dollar. */
export function formatUnitUsd(value: number): string {
  return Math.abs(value) >= 1 ? dollars.format(value) : fractions.format(value);
}
