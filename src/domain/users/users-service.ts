import type { Database } from "../../db/client.js";
import {
  countUsers,
  findUserWithThreadCount,
  listUsers,
  listUsersBefore,
} from "../../db/repositories/users.js";
import type { ListFilter, ListQuery } from "../../shared/list-query.js";
import type { AdminUser, UserUpdate } from "../../shared/users.js";
import { AppError } from "../app-error.js";
import { csvExport } from "../csv/csv-export.js";
import type { ListPage } from "../list-page.js";
import { updateUserFlags, upgradeToPremium } from "./manage-user.js";
import { resetUser } from "./reset-user.js";
import { toAdminUser } from "./user-mapper.js";
import { USER_CSV_COLUMNS } from "./users-csv.js";

/** Users as the console sees them: paged search, its CSV export, details, team flag, upgrade and reset. */
export function createUsersService(db: Database) {
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
    reset: async (id: number) => toAdminUser(await resetUser(db, id)),
    upgrade: async (id: number) => toAdminUser(await upgradeToPremium(db, id)),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
