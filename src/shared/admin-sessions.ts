import { z } from "zod";

/** One of the signed-in admin's own sessions, as the Security page lists it. */
export const adminSessionSchema = z.object({
  /** The stored digest of the session's token: it names the session but cannot be used as one. */
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  /** Browser and system read from the user agent ("Chrome on macOS"), or null when it says nothing. */
  browser: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});

export type AdminSession = z.output<typeof adminSessionSchema>;

export const sessionsEndedSchema = z.object({ ended: z.number().int() });
