import type { Database } from "../../db/client.js";
import type { Clock } from "../clock.js";
import { endSession, resolveSession, startSession } from "./sessions.js";
import { createSignIn } from "./sign-in.js";

export interface AdminSessionsServiceDeps {
  db: Database;
  clock: Clock;
  /** Holds a throttled sign-in; tests pass one that returns at once or records the wait. */
  sleep: (ms: number) => Promise<void>;
}

/** Signing in (behind the throttle of decision 016) and the sessions that follow. */
export function createAdminSessionsService({ db, clock, sleep }: AdminSessionsServiceDeps) {
  return {
    signIn: createSignIn({ db, clock, sleep }),
    start: (adminId: number, client: { ip: string; userAgent?: string }) =>
      startSession(db, clock, adminId, client),
    /** The signed-in admin of a live session, or null. */
    resolve: (token: string) => resolveSession(db, clock, token),
    end: (token: string) => endSession(db, token),
  };
}

export type AdminSessionsService = ReturnType<typeof createAdminSessionsService>;
