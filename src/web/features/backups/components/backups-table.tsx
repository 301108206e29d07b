import type { Backup } from "@shared/backups";
import { DownloadCsvLink } from "@/components/admin/download-csv-link";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime, formatFileSize } from "@/lib/format";
import { backupDownloadHref } from "../api/get-backups";

/** A file's name is its key. */
type BackupRow = Backup & { id: string };

interface BackupsTableProps {
  backups: Backup[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The backup files, newest first: a table on a desktop, a card per file on a phone. */
export function BackupsTable({ backups, isPending, isError }: BackupsTableProps) {
  const columns: DataTableColumn<BackupRow>[] = [
    {
      header: "When",
      phone: "title",
      className: "whitespace-nowrap font-medium text-slate-900",
      cell: (backup) => formatDateTime(backup.created_at),
    },
    {
      header: "Made by",
      phone: "badge",
      cell: (backup) =>
        backup.made_by === "daily" ? <Badge>Daily job</Badge> : <Badge variant="success">Manual</Badge>,
    },
    { header: "Size", className: "whitespace-nowrap", cell: (backup) => formatFileSize(backup.size_bytes) },
    {
      header: "File",
      // A long name with no spaces: allowed to break anywhere rather than push the card sideways.
      className: "break-all font-mono text-xs text-slate-600",
      cell: (backup) => backup.name,
    },
    {
      header: "Actions",
      phone: "actions",
      cell: (backup) => (
        <DownloadCsvLink
          href={backupDownloadHref(backup.name)}
          label="Download"
          accessibleName={`Download ${backup.name}`}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={backups?.map((backup) => ({ ...backup, id: backup.name }))}
      isPending={isPending}
      loadingRows={2}
      isError={isError}
      noun="backups"
      empty="No backups yet. Create one now, or wait for the daily job."
    />
  );
}
