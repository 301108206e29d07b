import type { SystemNumber } from "@shared/system-numbers";
import { ActiveBadge } from "@/components/admin/active-badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableLoadingRows, TableMessageRow } from "@/components/ui/table-states";
import { formatDateTime, formatPhone } from "@/lib/format";
import { useChangeSystemNumber } from "../api/update-system-number";

const COLUMNS = ["Number", "Campaign", "Custom Prompt", "Rate", "Status", "Added", "Actions"];

const dash = <span className="text-slate-400">—</span>;

interface SystemNumbersTableProps {
  numbers: SystemNumber[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (number: SystemNumber) => void;
}

export function SystemNumbersTable({ numbers, isPending, isError, onEdit }: SystemNumbersTableProps) {
  const change = useChangeSystemNumber();

  return (
    <Table className="min-w-[860px]" aria-busy={isPending}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} className={column === "Actions" ? "text-right" : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <TableLoadingRows rows={3} columns={COLUMNS.length} />
        ) : isError ? (
          <TableMessageRow columns={COLUMNS.length}>
            <span className="text-red-700">Failed to load system numbers. Please try again.</span>
          </TableMessageRow>
        ) : !numbers || numbers.length === 0 ? (
          <TableMessageRow columns={COLUMNS.length}>No system numbers configured</TableMessageRow>
        ) : (
          numbers.map((number) => (
            <TableRow key={number.id} className={number.is_active ? undefined : "bg-slate-50/60"}>
              <TableCell className="whitespace-nowrap">
                <p className="font-medium text-slate-900">{formatPhone(number.number)}</p>
                {number.friendly_name && <p className="text-xs text-slate-500">{number.friendly_name}</p>}
              </TableCell>
              <TableCell>{number.campaign ?? dash}</TableCell>
              <TableCell className="max-w-48">
                {number.custom_prompt ? (
                  <p className="truncate" title={number.custom_prompt}>
                    {number.custom_prompt}
                  </p>
                ) : (
                  dash
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{number.messages_per_second}/s</TableCell>
              <TableCell>
                <ActiveBadge active={number.is_active} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(number.created_at)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-2">
                  <Button variant="outline" size="sm" onClick={() => onEdit(number)}>
                    Edit
                  </Button>
                  {number.is_active ? (
                    <ConfirmDialog
                      trigger={
                        <Button variant="outline" size="sm" className="text-red-700">
                          Deactivate
                        </Button>
                      }
                      title="Deactivate this number?"
                      description={`Texts to ${formatPhone(number.number)} will no longer be answered. You can activate it again later.`}
                      confirmLabel="Deactivate"
                      destructive
                      busy={change.isPending}
                      onConfirm={() => change.mutateAsync({ action: "deactivate", id: number.id })}
                    />
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ action: "activate", id: number.id })}
                    >
                      Activate
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
