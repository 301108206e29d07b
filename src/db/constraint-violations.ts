/** SQLSTATE codes of the integrity constraints the code recovers from. */
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
const DEADLOCK_DETECTED = "40P01";

/** Whether a failed statement broke a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/** Whether a failed statement referenced a row that is gone, such as a thread deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === FOREIGN_KEY_VIOLATION;
}

/** Whether PostgreSQL ended this transaction to break a deadlock: run whole again, it can succeed. */
export function isDeadlock(error: unknown): boolean {
  return sqlStateOf(error) === DEADLOCK_DETECTED;
}

/** Drizzle wraps driver errors, so the code may sit on the error itself (PGlite, node-postgres) or on its cause. */
function sqlStateOf(error: unknown): unknown {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === "object" && "code" in current && /^[0-9A-Z]{5}$/.test(String(current.code))) {
      return current.code;
    }
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return undefined;
}
