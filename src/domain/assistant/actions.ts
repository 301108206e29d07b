import { IANAZone } from "luxon";
import { MAX_PROFILE_LENGTH, profileLength } from "../../shared/users.js";
import type { AssistantEffect } from "./assistant-effects.js";

export type ActionResult = { ok: true; effect: AssistantEffect; note: string } | { ok: false; error: string };

/** A tool's outcome: an action's, or a read's (a list), which changes nothing. */
export type ToolResult = ActionResult | { ok: true; effect?: undefined; note: string };

export function timezoneChange(zone: string): ActionResult {
  const trimmed = zone.trim();
  if (!IANAZone.isValidZone(trimmed)) return { ok: false, error: `"${zone}" is not an IANA time zone name` };
  const canonical = new IANAZone(trimmed).name;
  return { ok: true, effect: { type: "timezone", zone: canonical }, note: `Timezone set to ${canonical}` };
}

export function profileChange(profile: string): ActionResult {
  const trimmed = profile.trim();
  if (profileLength(trimmed) > MAX_PROFILE_LENGTH) {
    return { ok: false, error: `the profile must stay under ${MAX_PROFILE_LENGTH} characters; condense it` };
  }
  return { ok: true, effect: { type: "profile", profile: trimmed }, note: "Profile updated" };
}
