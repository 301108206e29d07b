import { type BackupSummary, writeBackup } from "../../db/backup/write-backup.js";
import type { DatabaseHandle } from "../../db/client.js";
import type { AuditAction } from "../../shared/audit-actions.js";
import type { Backup, BackupList, BackupMaker, DailyBackupRun } from "../../shared/backups.js";
import { AppError } from "../app-error.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { failureReason } from "../scheduling/failure-reason.js";
import { type BackupFile, createBackupDirectory } from "./backup-directory.js";
import { backupFileName, backupsToPrune, parseBackupName } from "./backup-names.js";

export interface BackupsServiceDeps {
  /** The database itself, never a call's transaction: a backup reads in a snapshot of its own. */
  database: DatabaseHandle;
  clock: Clock;
  /** DATA_DIR/backups. */
  directory: string;
  /** BACKUP_KEEP: the daily backups kept after each daily run. */
  keep: number;
  /** DEFAULT_TIMEZONE, in which the daily backup's time is read. */
  timeZone: string;
  /** Writes the backup's bytes: the portable format, unless a test holds it mid-backup. */
  writer?: typeof writeBackup;
}

/**
 * Settings → Backups and the daily job: makes backups into DATA_DIR/backups, lists them, opens
 * one for download and prunes the daily ones to BACKUP_KEEP. One backup is made at a time in a
 * process; a second request meanwhile is refused (409) rather than queued, since it would only
 * produce a copy of the same data a moment later. Admin calls write their own audit entries.
 */
export function createBackupsService({
  database,
  clock,
  directory,
  keep,
  timeZone,
  writer = writeBackup,
}: BackupsServiceDeps) {
  const files = createBackupDirectory(directory);
  let inProgress: string | null = null;

  async function create(madeBy: BackupMaker): Promise<Backup> {
    if (inProgress) {
      throw AppError.conflict(`A backup (${inProgress}) is being made; try again when it has finished`);
    }
    const startedAt = clock.now();
    const name = backupFileName(startedAt, madeBy);
    inProgress = name;
    let written: { result: BackupSummary; sizeBytes: number };
    try {
      written = await files.write(name, (out) => writer(database, out, { now: () => startedAt }));
    } catch (error) {
      const reason = failureReason(error);
      if (madeBy === "manual") await audit("create", name, `backup failed: ${reason}`);
      throw new AppError("unavailable", `The backup could not be made: ${reason}`);
    } finally {
      inProgress = null;
    }
    const { result, sizeBytes } = written;
    if (madeBy === "manual") {
      await audit(
        "create",
        name,
        `backup made: ${result.tables} tables, ${result.rows} rows, ${sizeBytes} bytes`,
      );
    }
    return toBackup({ name, createdAt: startedAt, madeBy, sizeBytes });
  }

  /** An entry in the admin call's audit scope (who and from where), written outside any transaction. */
  const audit = (action: AuditAction, name: string, summary: string) =>
    recordAuditEntry(database.db, clock, { action, resourceType: "backup", resourceId: name, summary });

  return {
    directory,
    keep,

    async list(): Promise<BackupList> {
      const [backups, lastDailyRun] = await Promise.all([files.list(), files.lastDailyRun()]);
      return {
        backups: backups.map(toBackup),
        keep,
        time_zone: timeZone,
        directory,
        last_daily_run: lastDailyRun,
      };
    },

    /** An admin's backup, made now. */
    createManual: () => create("manual"),

    /** The daily job's backup, then the oldest daily ones beyond BACKUP_KEEP deleted. */
    async createDaily(): Promise<{ backup: Backup; pruned: string[] }> {
      const backup = await create("daily");
      const pruned = await prune();
      return { backup, pruned };
    },

    recordDailyRun: (run: DailyBackupRun) => files.recordDailyRun(run),

    /** The newest backup the daily job made here, if any: the daily schedule runs from it. */
    async lastDailyBackupAt(): Promise<Date | null> {
      const daily = (await files.list()).find((backup) => backup.madeBy === "daily");
      return daily?.createdAt ?? null;
    },

    /** A backup's bytes for download; the download is recorded in the audit log. */
    async open(name: string) {
      const opened = parseBackupName(name) ? await files.open(name) : null;
      if (!opened) throw AppError.notFound(`There is no backup named ${name}`);
      await audit("download", name, `backup downloaded: ${opened.sizeBytes} bytes`);
      return { name, ...opened };
    },

    prune,
  };

  /**
   * Deletes the oldest daily backups beyond BACKUP_KEEP (an admin's backups are left alone), and
   * what a backup started a day ago or more left half-written: no backup takes that long.
   */
  async function prune(): Promise<string[]> {
    const doomed = backupsToPrune(await files.list(), keep);
    for (const backup of doomed) await files.remove(backup.name);
    const abandoned = await files.removeAbandoned(new Date(clock.now().getTime() - ABANDONED_AFTER_MS));
    return [...doomed.map((backup) => backup.name), ...abandoned];
  }
}

/** A temporary backup file this old belongs to a backup that will never finish. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export type BackupsService = ReturnType<typeof createBackupsService>;

function toBackup(file: BackupFile): Backup {
  return {
    name: file.name,
    size_bytes: file.sizeBytes,
    created_at: file.createdAt.toISOString(),
    made_by: file.madeBy,
  };
}
