/** Field names whose values never reach the audit log, whatever the resource. */
const SECRET_FIELD = /password|secret|token|totp|recovery|hash|api_key|auth/i;
/** Longer values are named as changed, not quoted: the log is a record of who, not a copy of data. */
const MAX_QUOTED_LENGTH = 60;

type Row = Record<string, unknown>;

/** A value as one short line, or null when it should not be quoted. */
function quotable(value: unknown): string | null {
  if (value === null || value === undefined) return "(none)";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  if (typeof value === "string") {
    const oneLine = value.replace(/\s+/g, " ").trim();
    return oneLine.length <= MAX_QUOTED_LENGTH ? JSON.stringify(oneLine) : null;
  }
  return null;
}

function sameValue(before: unknown, after: unknown): boolean {
  if (before instanceof Date && after instanceof Date) return before.getTime() === after.getTime();
  return JSON.stringify(before) === JSON.stringify(after);
}

/**
 * "field: old → new" for each of `fields` that differs between two versions of a row; a secret
 * field, or a long or structured value, as "field changed". Empty when nothing differs.
 */
export function describeChanges(before: Row, after: Row, fields: readonly string[]): string {
  const lines: string[] = [];
  for (const field of fields) {
    const [old, next] = [before[field], after[field]];
    if (sameValue(old, next)) continue;
    const [from, to] = [quotable(old), quotable(next)];
    lines.push(
      SECRET_FIELD.test(field) || from === null || to === null
        ? `${field} changed`
        : `${field}: ${from} → ${to}`,
    );
  }
  return lines.join("; ");
}

/** The names of the fields a request body set, for calls whose service says nothing more. */
export function fieldNames(body: unknown): string[] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => (body as Row)[key] !== undefined);
}
