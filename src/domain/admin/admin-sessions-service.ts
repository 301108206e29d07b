import type { Database } from "../../db/client.js";
import { noteAuditChange } from "../audit/audit-scope.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { endOtherSessions, endOwnSession, listOwnSessions } from "./own-sessions.js";
import { endSession, resolveSession, sessionId, startSession } from "./sessions.js";
import type { SignIn } from "./sign-in.js";

export interface AdminSessionsServiceDeps {
  db: Database;
  clock: Clock;
  /** The throttled credential check (decision 016), shared with the admins service's password change. */
  signIn: SignIn;
}

interface SessionClient {
  ip: string;
  userAgent?: string;
}

/** Signing in (behind the throttle of decision 016) and the sessions that follow. */
export function createAdminSessionsService({ db, clock, signIn }: AdminSessionsServiceDeps) {
  return {
    signIn,
    /** A new session after a successful sign-in, and its audit entry, in one transaction. */
    start: (admin: { id: number; phone_number: string }, client: SessionClient, signedInWith: string) =>
      db.transaction(async (tx) => {
        const session = await startSession(tx, clock, admin.id, client);
        await recordAuditEntry(tx, clock, {
          action: "sign_in",
          resourceType: "session",
          resourceId: sessionId(session.token),
          summary: `signed in with ${signedInWith}`,
          actor: { id: admin.id, phone: admin.phone_number },
        });
        return session;
      }),
    /** The signed-in admin of a live session, or null. */
    resolve: (token: string) => resolveSession(db, clock, token),
    /** Signing out, or the session a new sign-in replaces. */
    end: async (token: string) => {
      await endSession(db, token);
      noteAuditChange("signed out");
    },
    /** The Security page's list of the admin's own sessions (issue 22). */
    listOwn: (adminId: number, currentToken: string) => listOwnSessions(db, clock, adminId, currentToken),
    endOwn: (adminId: number, id: string, currentToken: string) =>
      endOwnSession(db, clock, adminId, id, currentToken),
    endOthers: (adminId: number, currentToken: string) => endOtherSessions(db, clock, adminId, currentToken),
  };
}

export type AdminSessionsService = ReturnType<typeof createAdminSessionsService>;
