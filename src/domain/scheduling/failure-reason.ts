/**
 * What an operator should read about a failure: the innermost cause's message. Drizzle wraps a
 * database error in one whose message is the whole failed query.
 */
export function failureReason(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = current instanceof Error ? current.cause : undefined;
    if (!(cause instanceof Error)) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}
