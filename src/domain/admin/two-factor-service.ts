import { createHash, randomBytes } from "node:crypto";
import QRCode from "qrcode";
import type { Database } from "../../db/client.js";
import {
  countUnusedRecoveryCodes,
  deletePendingSignIn,
  disableTotp,
  enableTotp,
  findPendingSignIn,
  findTwoFactorState,
  insertPendingSignIn,
  purgePendingSignIns,
  setPendingTotpSecret,
} from "../../db/repositories/admin-two-factor.js";
import type { AdminIdentity } from "../../shared/auth.js";
import type { TwoFactorSetup, TwoFactorStatus } from "../../shared/two-factor.js";
import { AppError } from "../app-error.js";
import { noteAuditChange } from "../audit/audit-scope.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { throttleAddress } from "./throttle-address.js";
import {
  asTotpCode,
  hashRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  totpStep,
  totpUri,
} from "./totp.js";
import type { CodeCheck } from "./two-factor-check.js";

/** Long enough to open the app and type a code, short enough that a stolen token is soon useless. */
const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export const WRONG_CODE_MESSAGE =
  "That code is not right. Enter the current code from your authenticator app.";
const SIGN_IN_EXPIRED_MESSAGE = "This sign-in has expired. Please sign in again.";

export interface TwoFactorServiceDeps {
  db: Database;
  clock: Clock;
  checkCode: CodeCheck;
  /** REQUIRE_ADMIN_2FA. */
  required: boolean;
}

const tokenId = (token: string) => createHash("sha256").update(token).digest("hex");

/** Who gave the password: the token is good only from the same address and browser. */
export interface SignInClient {
  ip: string;
  userAgent?: string;
}

/** The address as the throttle counts it, so an IPv6 client may move within its /64. */
const boundTo = (client: SignInClient) => ({
  address: throttleAddress(client.ip),
  user_agent: client.userAgent ?? "",
});

/** Enrolling, using and removing an admin's authenticator app (issue 22). */
export function createTwoFactorService({ db, clock, checkCode, required }: TwoFactorServiceDeps) {
  async function stateOf(adminId: number) {
    const state = await findTwoFactorState(db, adminId);
    if (!state) throw AppError.notFound(`No admin with id ${adminId}`);
    return state;
  }

  async function status(adminId: number): Promise<TwoFactorStatus> {
    const state = await stateOf(adminId);
    const enabled = state.totp_secret !== null;
    const left = enabled ? await countUnusedRecoveryCodes(db, adminId) : 0;
    return { enabled, recovery_codes_left: left, required };
  }

  /** A fresh secret each time, so a QR code seen over a shoulder earlier is worth nothing. */
  async function setup(adminId: number): Promise<TwoFactorSetup> {
    const state = await stateOf(adminId);
    if (state.totp_secret !== null) {
      throw new AppError("conflict", "Two-factor sign-in is already on. Turn it off first to change apps.");
    }
    const secret = newTotpSecret();
    await setPendingTotpSecret(db, adminId, secret);
    const uri = totpUri(secret, state.phone_number);
    noteAuditChange("a new authenticator secret was shown for enrollment");
    return { secret, otpauth_uri: uri, qr_data_url: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
  }

  async function confirm(adminId: number, code: string): Promise<{ recovery_codes: string[] }> {
    const state = await stateOf(adminId);
    const secret = state.totp_pending_secret;
    if (state.totp_secret !== null) throw new AppError("conflict", "Two-factor sign-in is already on.");
    if (secret === null) throw new AppError("conflict", "Start the set-up again: no secret is waiting.");
    const totpCode = asTotpCode(code);
    const step = totpCode === null ? null : totpStep(secret, totpCode, clock.now());
    if (step === null) throw AppError.validation({ code: WRONG_CODE_MESSAGE });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const enabled = await db.transaction((tx) =>
      enableTotp(tx, adminId, secret, step, codes.map(hashRecoveryCode)),
    );
    // Another tab started a new set-up meanwhile; its QR code is the one to scan now.
    if (!enabled) throw new AppError("conflict", "Start the set-up again: the secret changed.");
    noteAuditChange(`two-factor sign-in turned on; ${RECOVERY_CODE_COUNT} recovery codes issued`);
    return { recovery_codes: codes };
  }

  async function disable(adminId: number, code: string, ip: string): Promise<void> {
    if (required) throw new AppError("conflict", "Two-factor sign-in is required for every admin here.");
    const state = await stateOf(adminId);
    if (state.totp_secret === null) throw new AppError("conflict", "Two-factor sign-in is already off.");
    const ok = await checkCode({ adminId, phone: state.phone_number, secret: state.totp_secret, code, ip });
    if (!ok) throw AppError.validation({ code: WRONG_CODE_MESSAGE });
    await db.transaction(async (tx) => {
      await disableTotp(tx, adminId);
      await recordAuditEntry(tx, clock, {
        action: "disable",
        resourceType: "two_factor",
        resourceId: adminId,
        summary: "two-factor sign-in turned off; recovery codes deleted",
      });
    });
  }

  /** The password was right: a token to send back with the code, from this client only. */
  async function beginSignIn(adminId: number, client: SignInClient): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = clock.now();
    await purgePendingSignIns(db, now);
    await insertPendingSignIn(db, {
      id: tokenId(token),
      admin_id: adminId,
      expires_at: new Date(now.getTime() + PENDING_SIGN_IN_MS),
      ...boundTo(client),
    });
    return token;
  }

  /**
   * The second step: a wrong code keeps the token for another try, the throttles counting it. From
   * another address or browser than the password's, the token is no token (decision 025).
   */
  async function finishSignIn(
    token: string,
    code: string,
    client: SignInClient,
  ): Promise<{ admin: AdminIdentity; usedRecoveryCode: boolean }> {
    const id = tokenId(token);
    const pending = await findPendingSignIn(db, id, clock.now());
    const bound = boundTo(client);
    if (!pending || pending.address !== bound.address || pending.user_agent !== bound.user_agent) {
      throw new AppError("unauthorized", SIGN_IN_EXPIRED_MESSAGE);
    }
    const state = await stateOf(pending.admin_id);
    if (state.totp_secret === null || state.disabled_at)
      throw new AppError("unauthorized", SIGN_IN_EXPIRED_MESSAGE);
    const ok = await checkCode({
      adminId: state.id,
      phone: state.phone_number,
      secret: state.totp_secret,
      code,
      ip: client.ip,
    });
    if (!ok) throw AppError.validation({ code: WRONG_CODE_MESSAGE });
    if (!(await deletePendingSignIn(db, id))) throw new AppError("unauthorized", SIGN_IN_EXPIRED_MESSAGE);
    return {
      admin: {
        id: state.id,
        phone_number: state.phone_number,
        must_change_password: state.must_change_password,
        totp_enabled: true,
      },
      usedRecoveryCode: asTotpCode(code) === null,
    };
  }

  return { status, setup, confirm, disable, beginSignIn, finishSignIn };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
