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
