import { type SQL, sql } from "drizzle-orm";
import { AREAS, CITIES, EXCHANGES, INTERESTS, OCCUPATIONS, SYSTEM_NOTICES } from "./corpus.js";
import { below, pick, textArray, unit } from "./sql-helpers.js";

/**
 * The SQL expressions that derive every seeded row from its number, shared by the statements that
 * must agree (a thread's last_message is its last message's content).
 */

const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** +1, a real area code, then 7 digits that are distinct for every id below 8,000,000. */
export const phoneOf = (id: SQL) =>
  sql`'+1' || ${pick(
    AREAS.map(([code]) => code),
    id,
  )} || (2000000 + ((${id})::bigint * 7919) % 8000000)::text`;

export const timezoneOf = (id: SQL) =>
  pick(
    AREAS.map(([, zone]) => zone),
    id,
  );

/** Six characters of A-Z0-9, distinct for every id (1000003 is coprime to 36^6). */
export function referralCodeOf(id: SQL): SQL {
  const n = sql`(((${id})::bigint * 1000003) % 2176782336)`;
  const digits = [0, 1, 2, 3, 4, 5].map(
    (place) =>
      sql`substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', ((${n} / ${int(36 ** place)}) % 36)::int + 1, 1)`,
  );
  return sql.join(digits, sql` || `);
}

/** A fifth of users have told the assistant nothing yet; the rest a sentence or two. */
export const profileOf = (id: SQL) => sql`case
  when ${unit(id, 1)} < 0.2 then ''
  else ${pick(OCCUPATIONS, below(997, id, 2))} || ' in ' || ${pick(CITIES, below(997, id, 3))} || ', '
    || ${pick(INTERESTS, below(997, id, 7))} || '.'
    || case when ${unit(id, 6)} < 0.5 then ' Also ' || ${pick(INTERESTS, sql`${below(997, id, 7)} + 1 + ${below(INTERESTS.length - 1, id, 0)}`)} || '.' else '' end
end`;

/** Mostly free: 8% premium, 2% basic. */
export const tierOf = (id: SQL) =>
  sql`case when ${unit(id, 4)} < 0.08 then 'premium' when ${unit(id, 4)} < 0.10 then 'basic' else 'free' end`;

/** Messages per thread cycle through these (mean 5), so many threads are short and a few long. */
const THREAD_LENGTHS = [1, 2, 2, 3, 4, 5, 6, 7, 9, 11];
export const MEAN_THREAD_LENGTH =
  THREAD_LENGTHS.reduce((sum, length) => sum + length, 0) / THREAD_LENGTHS.length;

/** Thread j's message count; consecutive j cover every length, so the mean holds for any 10 threads. */
export const messageCountOf = (j: SQL) =>
  sql`(${textArray(THREAD_LENGTHS.map(String))})[1 + ((${j}) * 7) % 10]::int`;

/** Every 25th thread has a notice or ad in place of the first answer. */
export const roleOf = (j: SQL, k: SQL) =>
  sql`case when (${k}) % 2 = 1 then 'user' when (${j}) % 25 = 0 and (${k}) = 2 then 'system' else 'assistant' end`;

/** The k-th message of thread j: questions and their answers in pairs. */
export function contentOf(j: SQL, k: SQL): SQL {
  const exchange = sql`((${j}) * 7 + (((${k}) + 1) / 2) * 13)`;
  return sql`case
    when (${k}) % 2 = 1 then ${pick(
      EXCHANGES.map(([question]) => question),
      exchange,
    )}
    when (${j}) % 25 = 0 and (${k}) = 2 then ${pick(SYSTEM_NOTICES, j)}
    else ${pick(
      EXCHANGES.map(([, answer]) => answer),
      exchange,
    )}
  end`;
}

/** Minutes between a thread's exchanges (1 to 90); each reply follows its question after 6 seconds. */
const gapMinutes = (j: SQL) => sql`(1 + ${below(90, j, 3)})`;

/** How long after the thread's first question the k-th of its `count` messages was written. */
export const offsetOf = (j: SQL, k: SQL) =>
  sql`(((((${k}) + 1) / 2) - 1) * ${gapMinutes(j)} * interval '1 minute' + case when (${k}) % 2 = 0 then interval '6 seconds' else interval '0 seconds' end)`;

/**
 * When thread j's first message was written: its last activity is up to 60 days back, skewed to
 * recent days (a square of a uniform number) so a realistic share of users is active today.
 */
export const threadStartOf = (j: SQL, count: SQL, now: Date) =>
  sql`(${now.toISOString()}::timestamptz - interval '1 minute'
    - ${unit(j, 0)} * ${unit(j, 0)} * interval '60 days'
    - ${offsetOf(j, count)})`;
