import type { Database } from "../../db/client.js";
import type { Clock } from "../clock.js";
import { endOtherSessions, endOwnSession, listOwnSessions } from "./own-sessions.js";
import { endSession, resolveSession, startSession } from "./sessions.js";
import type { SignIn } from "./sign-in.js";

export interface AdminSessionsServiceDeps {
  db: Database;
  clock: Clock;
  /** The throttled credential check (decision 016), shared with the admins service's password change. */
  signIn: SignIn;
}

/** Signing in (behind the throttle of decision 016) and the sessions that follow. */
export function createAdminSessionsService({ db, clock, signIn }: AdminSessionsServiceDeps) {
  return {
    signIn,
    start: (adminId: number, client: { ip: string; userAgent?: string }) =>
      startSession(db, clock, adminId, client),
    /** The signed-in admin of a live session, or null. */
    resolve: (token: string) => resolveSession(db, clock, token),
    end: (token: string) => endSession(db, token),
    /** The Security page's list of the admin's own sessions (issue 22). */
    listOwn: (adminId: number, currentToken: string) => listOwnSessions(db, clock, adminId, currentToken),
    endOwn: (adminId: number, sessionId: string, currentToken: string) =>
      endOwnSession(db, clock, adminId, sessionId, currentToken),
    endOthers: (adminId: number, currentToken: string) => endOtherSessions(db, clock, adminId, currentToken),
  };
}

export type AdminSessionsService = ReturnType<typeof createAdminSessionsService>;
