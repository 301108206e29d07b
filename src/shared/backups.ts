import { z } from "zod";

/** Who made a backup: the daily job, or an admin from Settings → Backups. */
export const backupMakers = ["daily", "manual"] as const;
export type BackupMaker = (typeof backupMakers)[number];

/**
 * A backup file's name: `textpal-<UTC time to the millisecond>-<daily|manual>.tpbak`, e.g.
 * `textpal-20261202T030000123Z-daily.tpbak`. Nothing else is ever read from or listed in the
 * backups directory, so a name that does not match is refused before the disk is touched.
 */
export const BACKUP_NAME_PATTERN = /^textpal-(\d{8}T\d{9}Z)-(daily|manual)\.tpbak$/;

/** The daily backup is due at this wall-clock time in DEFAULT_TIMEZONE. */
export const DAILY_BACKUP_TIME = "03:00";

export const backupSchema = z.object({
  name: z.string(),
  size_bytes: z.number().int(),
  created_at: z.iso.datetime(),
  made_by: z.enum(backupMakers),
});
export type Backup = z.output<typeof backupSchema>;

export const dailyBackupRunSchema = z.object({
  at: z.iso.datetime(),
  outcome: z.enum(["created", "failed"]),
  /** The file it made, or why it failed. */
  detail: z.string(),
});
export type DailyBackupRun = z.output<typeof dailyBackupRunSchema>;

export const backupListSchema = z.object({
  backups: z.array(backupSchema),
  /** BACKUP_KEEP: how many of the daily job's backups are kept. */
  keep: z.number().int(),
  /** DEFAULT_TIMEZONE, the zone of the daily backup's time. */
  time_zone: z.string(),
  /** Where the files are, as the server sees it (DATA_DIR/backups). */
  directory: z.string(),
  /** The daily job's last run, when it has run against this directory. */
  last_daily_run: dailyBackupRunSchema.nullable(),
});
export type BackupList = z.output<typeof backupListSchema>;

export const backupNameParamsSchema = z.object({
  name: z
    .string()
    .regex(
      BACKUP_NAME_PATTERN,
      "Must be a backup's file name, such as textpal-20261202T030000000Z-daily.tpbak",
    ),
});
