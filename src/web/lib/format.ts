export { formatPhone } from "@shared/phone";

// One shared formatter: building Intl.DateTimeFormat is costly and tables format many dates.
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Mar 5, 2025, 3:07 PM". Invalid or missing input gives "" rather than "Invalid Date". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date);
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Mar 5, 2025": a day where the time would only crowd a table. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
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
// AI replies cost fractions of a cent, so small sums keep four decimals instead of reading $0.00.
const cents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** US dollars: "$1,234.56", or "$0.0042" below one dollar. */
export function formatUsd(value: number): string {
  return Math.abs(value) >= 1 ? dollars.format(value) : cents.format(value);
}
