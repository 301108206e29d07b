/**
 * Whether a failed statement broke a unique index (SQLSTATE 23505). Drizzle wraps driver errors,
 * so the code may sit on the error itself (PGlite, node-postgres) or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === "object" && "code" in current && current.code === "23505") return true;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}
