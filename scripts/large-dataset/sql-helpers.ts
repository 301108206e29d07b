import { type SQL, sql } from "drizzle-orm";

/** A text[] literal of our own corpus (single quotes doubled), indexable as `arr[1 + n % len]`. */
export function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(",")}]::text[]`);
}

/** `values[n % values.length]` in SQL, for an integer expression n ≥ 0. */
export function pick(values: readonly string[], n: SQL): SQL {
  return sql`(${textArray(values)})[1 + ((${n}) % ${sql.raw(String(values.length))})]`;
}

// Odd 32-bit multipliers: x * A mod 2^32 over consecutive x is an evenly spread (Weyl) sequence,
// and different multipliers give practically unrelated sequences.
const MULTIPLIERS = [
  2654435761, 2246822519, 3266489917, 668265263, 374761393, 1103515245, 1597334677, 2869860233,
];

/**
 * A deterministic pseudo-random number in [0, 1) for an integer expression and a stream number,
 * so every run builds the same data without per-row random() calls that could not be repeated.
 */
export function unit(x: SQL, stream: number): SQL {
  const multiplier = MULTIPLIERS[stream % MULTIPLIERS.length] ?? 1;
  return sql`((((${x})::bigint * ${sql.raw(String(multiplier))}) % 4294967296)::float8 / 4294967296.0)`;
}

/** An integer in [0, n) from the same streams. */
export function below(n: number, x: SQL, stream: number): SQL {
  return sql`floor(${unit(x, stream)} * ${sql.raw(String(n))})::int`;
}
