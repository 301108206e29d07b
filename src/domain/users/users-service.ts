import type { Database } from "../../db/client.js";
import { listConsentEventsBefore } from "../../db/repositories/consent-events.js";
import {
  countUsers,
  findUserWithThreadCount,
  listUsers,
  listUsersBefore,
} from "../../db/repositories/users.js";
import type { ListFilter, ListQuery } from "../../shared/list-query.js";
import type { AdminUser, UserProfileInput, UserUpdate } from "../../shared/users.js";
import { AppError } from "../app-error.js";
import type { Clock } from "../clock.js";
import { csvExport } from "../csv/csv-export.js";
import type { ListPage } from "../list-page.js";
import { eraseByOperator } from "../privacy/erase-by-operator.js";
import { CONSENT_CSV_COLUMNS } from "./consent-csv.js";
import { updateUserFlags, upgradeToPremium } from "./manage-user.js";
import { resetUser } from "./reset-user.js";
import { changeConsentByOperator, consentLogOf } from "./user-consent.js";
import { toAdminUser } from "./user-mapper.js";
import { changeProfile } from "./user-profile.js";
import { USER_CSV_COLUMNS } from "./users-csv.js";

/**
 * Users as the console sees them: paged search, its CSV export, details, team flag, profile,
 * upgrade and reset, erase, and the consent log (read, exported, and an operator's opt-out or opt-in).
 */
export function createUsersService(db: Database, clock: Clock) {
  return {
    list: async (query: ListQuery): Promise<ListPage<AdminUser>> => {
      const [rows, total] = await Promise.all([listUsers(db, query), countUsers(db, query.search)]);
      return { items: rows.map(toAdminUser), total };
    },
    exportCsv: ({ search }: ListFilter) =>
      csvExport(USER_CSV_COLUMNS, (beforeId, limit) => listUsersBefore(db, search, beforeId, limit)),
    get: async (id: number) => {
      const user = await findUserWithThreadCount(db, id);
      if (!user) throw AppError.notFound("User not found");
      return toAdminUser(user);
    },
    updateFlags: async (id: number, changes: UserUpdate) =>
      toAdminUser(await updateUserFlags(db, id, changes)),
    updateProfile: async (id: number, { profile }: UserProfileInput) =>
      toAdminUser(await changeProfile(db, id, profile)),
    reset: async (id: number) => toAdminUser(await resetUser(db, id)),
    upgrade: async (id: number) => toAdminUser(await upgradeToPremium(db, id)),
    erase: (id: number, confirmPhone: string) => eraseByOperator(db, id, confirmPhone),
    consentLog: (id: number) => consentLogOf(db, id),
    exportConsentCsv: ({ search }: ListFilter) =>
      csvExport(CONSENT_CSV_COLUMNS, (beforeId, limit) =>
        listConsentEventsBefore(db, search, beforeId, limit),
      ),
    optOut: async (id: number) => toAdminUser(await changeConsentByOperator(db, id, "opt_out", clock.now())),
    optIn: async (id: number) => toAdminUser(await changeConsentByOperator(db, id, "opt_in", clock.now())),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
