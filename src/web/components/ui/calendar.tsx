import type { CSSProperties } from "react";
import { DateLib, DayPicker, type DayPickerProps } from "react-day-picker";
import "react-day-picker/style.css";
import { cn } from "@/lib/cn";

// react-day-picker's own stylesheet, tinted with the brand colour and sized to fit a phone dialog.
const themeVariables = {
  "--rdp-accent-color": "var(--color-brand-600)",
  "--rdp-accent-background-color": "var(--color-brand-50)",
  "--rdp-day-height": "2.25rem",
  "--rdp-day-width": "2.25rem",
  "--rdp-day_button-height": "2.125rem",
  "--rdp-day_button-width": "2.125rem",
} as CSSProperties;

/**
 * A day's name starts with the number the button shows (WCAG 2.5.3, label in name): the default,
 * "Friday, January 1st, 2027", does not contain "1" as a word, so speech users could not say it.
 */
const labels: DayPickerProps["labels"] = {
  labelDayButton: (date, modifiers, options, dateLib) => {
    const day = (dateLib ?? new DateLib(options)).format(date, "d MMMM yyyy, EEEE");
    return `${modifiers.today ? "Today, " : ""}${day}${modifiers.selected ? ", selected" : ""}`;
  },
};

/** A month calendar (react-day-picker), keyboard-navigable, in the console's colours. */
export function Calendar({ className, style, ...props }: DayPickerProps) {
  return (
    <DayPicker
      className={cn("w-fit rounded-lg border border-slate-200 bg-white p-3 text-sm", className)}
      style={{ ...themeVariables, ...style }}
      labels={labels}
      {...props}
    />
  );
}
