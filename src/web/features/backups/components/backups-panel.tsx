import { DAILY_BACKUP_TIME, type DailyBackupRun } from "@shared/backups";
import { DatabaseBackup } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { useCreateBackup } from "../api/create-backup";
import { useBackups } from "../api/get-backups";
import { BackupsTable } from "./backups-table";

/** Settings → Backups: make a backup now, see the files the daily job and admins made, download one. */
export function BackupsPanel() {
  const backups = useBackups();
  const create = useCreateBackup();
  const keep = backups.data?.keep;
  return (
    <Card className="mt-4">
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle>Backups</CardTitle>
          <CardDescription>
            A daily job makes a backup at {DAILY_BACKUP_TIME}
            {backups.data && ` (${backups.data.time_zone})`} and keeps the newest{" "}
            {keep === undefined ? "BACKUP_KEEP" : keep} in{" "}
            <span className="break-all font-mono text-xs">
              {backups.data?.directory ?? "DATA_DIR/backups"}
            </span>
            . Backups made here are kept until someone removes them. Restore one with{" "}
            <span className="font-mono text-xs">npm run restore</span>.
          </CardDescription>
          {backups.data?.last_daily_run && <LastDailyRun run={backups.data.last_daily_run} />}
        </div>
        <div className="shrink-0">
          <Button onClick={() => create.mutate()} disabled={create.isPending} aria-busy={create.isPending}>
            <DatabaseBackup aria-hidden />
            {create.isPending ? "Creating backup…" : "Create backup"}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <BackupsTable
          backups={backups.data?.backups}
          isPending={backups.isPending}
          isError={backups.isError}
        />
      </CardContent>
    </Card>
  );
}

function LastDailyRun({ run }: { run: DailyBackupRun }) {
  if (run.outcome === "created") {
    return <p className="text-sm text-slate-600">Last daily backup: {formatDateTime(run.at)}.</p>;
  }
  return (
    <p role="status" className="text-sm text-red-700">
      The daily backup failed on {formatDateTime(run.at)}: <span className="break-words">{run.detail}</span>
    </p>
  );
}
