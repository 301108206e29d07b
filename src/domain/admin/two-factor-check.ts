import type { Executor } from "../../db/client.js";
import { claimTotpStep, spendRecoveryCode } from "../../db/repositories/admin-two-factor.js";
import {
  countRecentLoginFailures,
  forgetLoginFailures,
  isKnownAddress,
  purgeLoginFailures,
  recordLoginFailure,
} from "../../db/repositories/admins.js";
import type { Clock } from "../clock.js";
import { KeyedSerializer } from "./keyed-serializer.js";
import { KNOWN_ADDRESS_TTL_MS, SignInThrottled } from "./sign-in.js";
import { decideSignIn, FAILURE_WINDOW_MS } from "./sign-in-throttle.js";
import { throttleAddress } from "./throttle-address.js";
import { asTotpCode, hashRecoveryCode, totpStep } from "./totp.js";

export interface CodeCheckDependencies {
  db: Executor;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
}

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
export function createCodeCheck({ db, clock, sleep }: CodeCheckDependencies) {
  const oneAtATime = new KeyedSerializer();
  return (attempt: CodeAttempt): Promise<boolean> => {
    const address = throttleAddress(attempt.ip);
    return oneAtATime.run([`address:${address}`, `phone:${attempt.phone}`], async () => {
      const now = clock.now();
      const failures = await countRecentLoginFailures(
        db,
        attempt.phone,
        address,
        new Date(now.getTime() - FAILURE_WINDOW_MS),
      );
      const addressKnown = await isKnownAddress(
        db,
        attempt.phone,
        address,
        new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS),
      );
      const decision = decideSignIn({ ...failures, addressKnown }, now);
      if (decision.kind === "refuse") throw new SignInThrottled(decision.retryAfterMs);
      if (decision.kind === "delay") await sleep(decision.delayMs);

      const at = clock.now();
      if (await spendCode(db, attempt, at)) {
        await forgetLoginFailures(db, attempt.phone, address);
        return true;
      }
      await recordLoginFailure(db, attempt.phone, address, at);
      await purgeLoginFailures(db, new Date(at.getTime() - FAILURE_WINDOW_MS));
      return false;
    });
  };
}

async function spendCode(db: Executor, attempt: CodeAttempt, at: Date): Promise<boolean> {
  const totpCode = asTotpCode(attempt.code);
  if (totpCode === null) return spendRecoveryCode(db, attempt.adminId, hashRecoveryCode(attempt.code), at);
  const step = totpStep(attempt.secret, totpCode, at);
  return step !== null && claimTotpStep(db, attempt.adminId, step);
}

export type CodeCheck = ReturnType<typeof createCodeCheck>;
