import { z } from "zod";

/** http(s) addresses only: what operators paste for a link, and nothing a browser would run. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const VALID_URL_MESSAGE = "Please enter a valid URL";

/** A required text field: trimmed, with the form's own message when empty. */
export const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** An optional text field: blank becomes null, so "cleared" and "never set" are stored alike. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** An optional link: blank (or null) is allowed, anything else must be an http(s) URL. */
export const optionalUrl = () =>
  z
    .string()
    .trim()
    .max(2000, "Must be at most 2000 characters")
    .refine((value) => value === "" || isHttpUrl(value), VALID_URL_MESSAGE)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
