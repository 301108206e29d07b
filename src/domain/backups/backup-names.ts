import { BACKUP_NAME_PATTERN, type BackupMaker } from "../../shared/backups.js";

/** What a backup's file name says: when it was started (UTC) and who made it. */
export interface BackupName {
  name: string;
  createdAt: Date;
  madeBy: BackupMaker;
}

/** `textpal-20261202T030000123Z-daily.tpbak` for a daily backup started at 03:00:00.123 UTC. */
export function backupFileName(startedAt: Date, madeBy: BackupMaker): string {
  const stamp = startedAt.toISOString().replace(/[-:.]/g, "");
  return `textpal-${stamp}-${madeBy}.tpbak`;
}

/** The name's parts, or null for any other file (a temporary one, a note, something put there by hand). */
export function parseBackupName(name: string): BackupName | null {
  const match = BACKUP_NAME_PATTERN.exec(name);
  if (!match?.[1] || !match[2]) return null;
  const stamp = match[1];
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`;
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso) return null;
  return { name, createdAt, madeBy: match[2] as BackupMaker };
}

/**
 * The daily backups to delete so that `keep` of them remain: the oldest first. Backups an admin
 * made are never counted or deleted here; they stay until someone removes them.
 */
export function backupsToPrune(backups: readonly BackupName[], keep: number): BackupName[] {
  const daily = backups
    .filter((backup) => backup.madeBy === "daily")
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return daily.slice(keep);
}
