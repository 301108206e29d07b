import { z } from "zod";
import { backupListSchema, backupNameParamsSchema, backupSchema } from "../backups.js";
import { defineContract } from "./contract.js";

const tag = "Backups";

/** Settings → Backups: the files in DATA_DIR/backups, made by the daily job or by an admin. */
export const backupsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/backups",
    auth: "admin",
    tag,
    summary: "The backups in DATA_DIR/backups, newest first, and the daily job's last run",
    response: backupListSchema,
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/backups",
    auth: "admin",
    tag,
    summary: "Make a backup now (409 while another one is being made)",
    response: backupSchema,
    status: 201,
    // The backup reads the database in its own snapshot, outside the call's transaction, and its
    // entry is written once the file is complete or the attempt has failed.
    audit: { writtenBy: "service" },
  }),
  download: defineContract({
    method: "GET",
    path: "/api/admin/backups/:name",
    auth: "admin",
    tag,
    summary: "Download one backup file (recorded in the audit log)",
    params: backupNameParamsSchema,
    response: z.string(),
    format: "file",
  }),
};
