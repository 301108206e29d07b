import type { Database, Executor } from "../../db/client.js";
import {
  deleteAdminSessions,
  findAdminAccount,
  findAdminById,
  insertAdminAccount,
  listAdminAccounts,
  lockActiveAdminsAnd,
  setAdminDisabledAt,
  setAdminPasswordHash,
} from "../../db/repositories/admin-accounts.js";
import { findAdminByPhone } from "../../db/repositories/admins.js";
import type { AdminAccount, AdminCreateInput, PasswordChangeInput } from "../../shared/admins.js";
import type { AdminIdentity } from "../../shared/auth.js";
import { toE164 } from "../../shared/phone-numbers.js";
import { AppError } from "../app-error.js";
import { noteAuditChange } from "../audit/audit-scope.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { toAdminAccount } from "./admin-account-mapper.js";
import { requireStrongPassword } from "./password-policy.js";
import { hashPassword } from "./passwords.js";
import { type NewSession, startSession } from "./sessions.js";
import type { SignIn } from "./sign-in.js";

export interface AdminsServiceDeps {
  db: Database;
  clock: Clock;
  /**
   * Checks the current password of a password change behind the sign-in throttle, so a stolen
   * session cannot guess it faster than the sign-in form could.
   */
  signIn: SignIn;
}

/** Who asks for a change: an admin by id from the console, or the operator at the command line. */
export type Actor = { adminId: number } | "cli";

export const CANNOT_DISABLE_SELF = "You can't disable your own account. Ask another admin to do it.";
export const CANNOT_DISABLE_LAST =
  "This is the last active admin and can't be disabled: nobody could sign in any more.";

const notFound = (id: number) => AppError.notFound(`Admin ${id} not found`);

/** The Admins screen and `npm run admin`: accounts, their status and their passwords. */
export function createAdminsService({ db, clock, signIn }: AdminsServiceDeps) {
  async function account(executor: Executor, id: number): Promise<AdminAccount> {
    const row = await findAdminAccount(executor, id);
    if (!row) throw notFound(id);
    return toAdminAccount(row);
  }

  /** Every account, oldest first. */
  async function list(): Promise<AdminAccount[]> {
    return (await listAdminAccounts(db)).map(toAdminAccount);
  }

  /** From the console the password is temporary; at the command line the operator chose it. */
  async function create(input: AdminCreateInput, actor: Actor): Promise<AdminAccount> {
    const phone = toE164(input.phone_number);
    if (!phone) {
      throw AppError.validation({ phone_number: "Enter a valid phone number, e.g. +15551234567." });
    }
    const password = requireStrongPassword(input.temporary_password, "temporary_password");
    const id = await insertAdminAccount(db, {
      phone_number: phone,
      name: input.name?.trim() || null,
      password_hash: await hashPassword(password),
      must_change_password: actor !== "cli",
    });
    if (id === undefined) {
      const taken = `An admin with phone ${phone} already exists.`;
      throw AppError.conflict(taken, { phone_number: taken });
    }
    const named = input.name?.trim() ? `, name ${JSON.stringify(input.name.trim())}` : "";
    noteAuditChange(`added ${phone}${named} with a temporary password`);
    return account(db, id);
  }

  /** Disables the admin and ends all of their sessions at once, in one transaction. */
  async function disable(id: number, actor: Actor): Promise<AdminAccount> {
    if (actor !== "cli" && actor.adminId === id) throw AppError.conflict(CANNOT_DISABLE_SELF);
    return db.transaction(async (tx) => {
      const locked = await lockActiveAdminsAnd(tx, id);
      const target = locked.find((row) => row.id === id);
      if (!target) throw notFound(id);
      if (!target.disabled_at) {
        if (!locked.some((row) => row.id !== id && !row.disabled_at)) {
          throw AppError.conflict(CANNOT_DISABLE_LAST);
        }
        await setAdminDisabledAt(tx, id, clock.now());
      }
      await deleteAdminSessions(tx, id);
      noteAuditChange(`disabled ${target.phone_number}: status active → disabled; every session ended`);
      return account(tx, id);
    });
  }

  async function enable(id: number): Promise<AdminAccount> {
    const target = await findAdminById(db, id);
    if (!target) throw notFound(id);
    await setAdminDisabledAt(db, id, null);
    if (target.disabled_at) noteAuditChange(`enabled ${target.phone_number}: status disabled → active`);
    return account(db, id);
  }

  /**
   * Sets another admin's password and ends all of their sessions. From the console it is temporary
   * (changed at their next sign-in), and your own goes through `changeOwnPassword` instead, which
   * asks for the current one.
   */
  async function resetPassword(id: number, temporaryPassword: string, actor: Actor): Promise<AdminAccount> {
    if (actor !== "cli" && actor.adminId === id) {
      throw AppError.conflict("Use Change password to set your own password.");
    }
    const passwordHash = await hashPassword(requireStrongPassword(temporaryPassword, "temporary_password"));
    return db.transaction(async (tx) => {
      const target = await findAdminById(tx, id);
      if (!target) throw notFound(id);
      await setAdminPasswordHash(tx, id, passwordHash, actor !== "cli");
      await deleteAdminSessions(tx, id);
      noteAuditChange(`gave ${target.phone_number} a temporary password; every session ended`);
      return account(tx, id);
    });
  }

  /**
   * The signed-in admin's new password: every session of theirs ends, and the new one returned
   * replaces the one they asked from, so the token changes with the password.
   */
  async function changeOwnPassword(
    adminId: number,
    input: PasswordChangeInput,
    client: { ip: string; userAgent?: string },
  ): Promise<{ admin: AdminIdentity; session: NewSession }> {
    const admin = await findAdminById(db, adminId);
    if (!admin) throw notFound(adminId);
    await signIn({ phoneNumber: admin.phone_number, password: input.current_password }, client.ip).catch(
      (error: unknown) => {
        // A 401 would read as "session over" to the console; a throttled attempt keeps its 429.
        if (error instanceof AppError && error.code === "unauthorized") {
          throw AppError.validation({ current_password: "Your current password is not correct." });
        }
        throw error;
      },
    );
    const password = requireStrongPassword(input.new_password, "new_password");
    if (password === input.current_password) {
      throw AppError.validation({ new_password: "Choose a password different from your current one." });
    }
    const passwordHash = await hashPassword(password);
    const session = await db.transaction(async (tx) => {
      await setAdminPasswordHash(tx, adminId, passwordHash, false);
      await deleteAdminSessions(tx, adminId);
      await recordAuditEntry(tx, clock, {
        action: "change_password",
        resourceType: "admin",
        resourceId: adminId,
        summary: "own password changed; every session ended and a new one started",
      });
      return startSession(tx, clock, adminId, client);
    });
    return {
      admin: {
        id: admin.id,
        phone_number: admin.phone_number,
        must_change_password: false,
        totp_enabled: admin.totp_secret !== null,
      },
      session,
    };
  }

  /** The command line names admins by phone. */
  async function idByPhone(phoneInput: string): Promise<number> {
    const phone = toE164(phoneInput);
    const admin = phone ? await findAdminByPhone(db, phone) : undefined;
    if (!admin) throw AppError.notFound(`No admin with phone ${phone ?? phoneInput}`);
    return admin.id;
  }

  return { list, create, disable, enable, resetPassword, changeOwnPassword, idByPhone };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
