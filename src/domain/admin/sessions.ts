import { createHash, randomBytes } from "node:crypto";
import type { Executor } from "../../db/client.js";
import {
  deleteDeadSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from "../../db/repositories/admins.js";
import type { AdminIdentity } from "../../shared/auth.js";
import type { Clock } from "../clock.js";

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** The database stores only a digest of the token: a leaked table cannot be replayed as cookies. */
export function sessionId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function startSession(
  db: Executor,
  clock: Clock,
  adminId: number,
  client: { ip: string; userAgent?: string },
): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await insertSession(db, {
    id: sessionId(token),
    admin_id: adminId,
    created_at: now,
    last_seen_at: now,
    expires_at: expiresAt,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

export async function resolveSession(
  db: Executor,
  clock: Clock,
  token: string,
): Promise<AdminIdentity | null> {
  const now = clock.now();
  const id = sessionId(token);
  const session = await findLiveSession(db, id, now, new Date(now.getTime() - SESSION_IDLE_MS));
  if (!session) return null;
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, id, now);
  return session.admin;
}

export async function endSession(db: Executor, token: string): Promise<void> {
  await deleteSession(db, sessionId(token));
}

export async function expireDeadSessions(db: Executor, clock: Clock): Promise<number> {
  const now = clock.now();
  return deleteDeadSessions(db, now, new Date(now.getTime() - SESSION_IDLE_MS));
}
