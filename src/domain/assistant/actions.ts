import { IANAZone } from "luxon";
import type { AssistantEffect } from "./assistant-effects.js";

export const MAX_PROFILE_LENGTH = 1000;

/** A tool's or command's outcome: the change it makes (none for a read such as a list), and what to say. */
export type ActionResult =
  | { ok: true; effect?: AssistantEffect; note: string }
  | { ok: false; error: string };

export function timezoneChange(zone: string): ActionResult {
  const trimmed = zone.trim();
  if (!IANAZone.isValidZone(trimmed)) return { ok: false, error: `"${zone}" is not an IANA time zone name` };
  const canonical = new IANAZone(trimmed).name;
  return { ok: true, effect: { type: "timezone", zone: canonical }, note: `Timezone set to ${canonical}` };
}

export function profileChange(profile: string): ActionResult {
  const trimmed = profile.trim();
  if (trimmed.length > MAX_PROFILE_LENGTH) {
    return { ok: false, error: `the profile must stay under ${MAX_PROFILE_LENGTH} characters; condense it` };
  }
  return { ok: true, effect: { type: "profile", profile: trimmed }, note: "Profile updated" };
}
