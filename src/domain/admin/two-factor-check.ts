import type { Executor } from "../../db/client.js";
import {
  claimTotpStep,
  findWrongCodes,
  forgetWrongCodes,
  replaceWrongCodes,
  spendRecoveryCode,
} from "../../db/repositories/admin-two-factor.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { lockoutMs } from "./sign-in-throttle.js";
import { SignInThrottled, type ThrottledAttempts, waitWording } from "./throttled-attempts.js";
import { asTotpCode, hashRecoveryCode, totpStep } from "./totp.js";
import { countingWrongCodes, WRONG_CODE_BACKOFF, wrongCodeLockMs } from "./wrong-code-lockout.js";

export interface CodeAttempt {
  adminId: number;
  phone: string;
  secret: string;
  code: string;
  ip: string;
}

/**
 * Checks a second-factor code behind the sign-in throttle (decision 016): a wrong code is a failed
 * sign-in for the phone and the address, so six digits cannot be guessed faster than a password.
 * The account's own count of wrong codes (decision 025) locks its codes, however many tokens and
 * addresses the guesses come from. A right code is used up: its time step, or the recovery code.
 */
export function createCodeCheck({
  db,
  clock,
  attempts,
}: {
  db: Executor;
  clock: Clock;
  attempts: ThrottledAttempts;
}) {
  /**
   * Counts the attempt as a wrong code before it is checked, refusing it while the account is
   * locked. Counting first, by a conditional update, means concurrent guesses from any number of
   * processes cannot all pass the lock before one of them is counted. Null: no such admin.
   */
  async function countAttempt(adminId: number): Promise<number | null> {
    for (;;) {
      const now = clock.now();
      const stored = await findWrongCodes(db, adminId);
      if (!stored) return null;
      const lockMs = wrongCodeLockMs(stored, now);
      // Refused before the code is looked at, so the answer cannot tell a right code from a wrong one.
      if (lockMs > 0) {
        throw new SignInThrottled(lockMs, `Too many wrong codes. Try again in ${waitWording(lockMs)}.`);
      }
      const count = countingWrongCodes(stored, now).count + 1;
      if (await replaceWrongCodes(db, adminId, stored, { count, lastAt: now })) return count;
    }
  }

  async function checkUnlessLocked(attempt: CodeAttempt): Promise<boolean> {
    const wrongCodes = await countAttempt(attempt.adminId);
    if (wrongCodes === null) return false;
    if (await spendCode(db, attempt, clock.now())) {
      await forgetWrongCodes(db, attempt.adminId);
      return true;
    }
    // Each wrong code from the 5th on starts a lock of its own: one entry per lock, none per refusal.
    const lockedForMs = lockoutMs(WRONG_CODE_BACKOFF, wrongCodes);
    if (lockedForMs > 0) {
      await recordAuditEntry(db, clock, {
        action: "two_factor_locked",
        resourceType: "admin",
        resourceId: attempt.adminId,
        summary: `second-factor codes refused for ${waitWording(lockedForMs)} after ${wrongCodes} wrong codes in a row`,
        actor: { id: attempt.adminId, phone: attempt.phone },
      });
    }
    return false;
  }

  return async (attempt: CodeAttempt): Promise<boolean> => {
    const spent = await attempts(
      attempt.phone,
      attempt.ip,
      async () => ((await checkUnlessLocked(attempt)) ? true : null),
      "code",
    );
    return spent === true;
  };
}

async function spendCode(db: Executor, attempt: CodeAttempt, at: Date): Promise<boolean> {
  const totpCode = asTotpCode(attempt.code);
  if (totpCode === null) return spendRecoveryCode(db, attempt.adminId, hashRecoveryCode(attempt.code), at);
  const step = totpStep(attempt.secret, totpCode, at);
  return step !== null && claimTotpStep(db, attempt.adminId, step);
}

export type CodeCheck = ReturnType<typeof createCodeCheck>;
