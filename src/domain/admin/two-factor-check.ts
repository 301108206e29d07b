import type { Executor } from "../../db/client.js";
import { claimTotpStep, spendRecoveryCode } from "../../db/repositories/admin-two-factor.js";
import type { Clock } from "../clock.js";
import type { ThrottledAttempts } from "./throttled-attempts.js";
import { asTotpCode, hashRecoveryCode, totpStep } from "./totp.js";

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
 * A right code is used up: its time step, or the recovery code itself.
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
  return async (attempt: CodeAttempt): Promise<boolean> => {
    const spent = await attempts(
      attempt.phone,
      attempt.ip,
      async () => ((await spendCode(db, attempt, clock.now())) ? true : null),
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
