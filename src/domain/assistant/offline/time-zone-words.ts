/** Zone names from what people type: IANA names in any case, cities, and common US words. */
import { IANAZone } from "luxon";

/** US words and abbreviations people actually text, and a few common elsewhere. */
const ZONE_ALIASES: Readonly<Record<string, string>> = {
  ...aliases("America/New_York", "eastern", "est", "edt", "et"),
  ...aliases("America/Chicago", "central", "cst", "cdt", "ct"),
  ...aliases("America/Denver", "mountain", "mst", "mdt", "mt"),
  ...aliases("America/Phoenix", "arizona"),
  ...aliases("America/Los_Angeles", "pacific", "pst", "pdt", "pt"),
  ...aliases("America/Anchorage", "alaska", "akst", "akdt"),
  ...aliases("Pacific/Honolulu", "hawaii", "hst"),
  ...aliases("UTC", "utc", "gmt", "zulu"),
  ...aliases("Asia/Kolkata", "ist", "india"),
  ...aliases("Europe/London", "london", "uk", "bst", "britain", "united kingdom"),
};

/** Current names that older ICU builds (Node 20) list only under their former names. */
const CURRENT_ZONE_NAMES = [
  "Asia/Kolkata",
  "Europe/Kyiv",
  "Asia/Ho_Chi_Minh",
  "Asia/Kathmandu",
  "Asia/Yangon",
  "America/Argentina/Buenos_Aires",
  "America/Indiana/Indianapolis",
  "America/Nuuk",
  "Atlantic/Faroe",
];

function aliases(zone: string, ...words: string[]): Record<string, string> {
  return Object.fromEntries(words.map((word) => [word, zone]));
}

/** A zone name from what a person typed, in the canonical IANA casing, or null. */
export function resolveTimeZone(input: string): string | null {
  const words = input
    .toLowerCase()
    .replace(/^["'\s]+|["'\s.!?]+$/g, "")
    .replace(/\s+/g, " ")
    .replace(/\s+(?:(?:standard|daylight)\s+)?time(?:\s*zone)?$/, "");
  const alias = ZONE_ALIASES[words];
  if (alias) return alias;
  const key = words.replace(/ /g, "_");
  const { byName, byCity } = zoneIndex();
  const known = byName.get(key) ?? byCity.get(key);
  if (known) return known;
  // Links such as US/Eastern are valid but unlisted; Intl names the zone they point to.
  return IANAZone.isValidZone(key) && key.includes("/") ? canonicalName(key) : null;
}

function canonicalName(zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
}

let cachedIndex: { byName: Map<string, string>; byCity: Map<string, string> } | undefined;

function zoneIndex(): { byName: Map<string, string>; byCity: Map<string, string> } {
  if (cachedIndex) return cachedIndex;
  const names = [...CURRENT_ZONE_NAMES, ...Intl.supportedValuesOf("timeZone")].filter((zone) =>
    IANAZone.isValidZone(zone),
  );
  const byName = new Map<string, string>();
  const byCity = new Map<string, string>();
  for (const zone of names) {
    if (!byName.has(zone.toLowerCase())) byName.set(zone.toLowerCase(), zone);
    const city = zone.slice(zone.lastIndexOf("/") + 1).toLowerCase();
    if (zone.includes("/") && !byCity.has(city)) byCity.set(city, zone);
  }
  cachedIndex = { byName, byCity };
  return cachedIndex;
}

// Checklists
