import type { SystemNumber } from "@shared/system-numbers";
import { ActiveBadge } from "@/components/admin/active-badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime, formatPhone } from "@/lib/format";
import { useChangeSystemNumber } from "../api/update-system-number";

const dash = <span className="text-slate-400">—</span>;

interface SystemNumbersTableProps {
  numbers: SystemNumber[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (number: SystemNumber) => void;
}

export function SystemNumbersTable({ numbers, isPending, isError, onEdit }: SystemNumbersTableProps) {
  const change = useChangeSystemNumber();
  const columns: DataTableColumn<SystemNumber>[] = [
    {
      header: "Number",
      phone: "title",
      className: "whitespace-nowrap",
      cell: (number) => (
        <>
          <p className="font-medium text-slate-900">{formatPhone(number.number)}</p>
          {number.friendly_name && <p className="text-xs text-slate-500">{number.friendly_name}</p>}
        </>
      ),
    },
    {
      header: "Campaign",
      // The Messaging Service is how the campaign's texts leave, so it sits under the campaign: a
      // column of its own would not fit beside the others on a desktop.
      cell: (number) => (
        <>
          <p>{number.campaign ?? dash}</p>
          {number.messaging_service_sid && (
            <p className="mt-1 text-xs text-slate-500">
              Messaging Service{" "}
              <span className="font-mono break-all text-slate-700">{number.messaging_service_sid}</span>
            </p>
          )}
        </>
      ),
    },
    {
      header: "Custom Prompt",
      className: "md:max-w-48",
      cell: (number) =>
        number.custom_prompt ? (
          <p className="truncate" title={number.custom_prompt}>
            {number.custom_prompt}
          </p>
        ) : (
          dash
        ),
    },
    {
      header: "Rate",
      className: "whitespace-nowrap tabular-nums",
      cell: (number) => `${number.messages_per_second}/s`,
    },
    { header: "Status", phone: "badge", cell: (number) => <ActiveBadge active={number.is_active} /> },
    // May wrap: with a two-digit hour the date is one character wider, and the row must still fit.
    { header: "Added", cell: (number) => formatDateTime(number.created_at) },
    {
      header: "Actions",
      phone: "actions",
      headerClassName: "text-right",
      cell: (number) => (
        <div className="flex justify-end gap-2 max-md:justify-start">
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
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={numbers}
      rowClassName={(number) => (number.is_active ? undefined : "bg-slate-50/60")}
      className="md:min-w-[860px]"
      isPending={isPending}
      loadingRows={3}
      isError={isError}
      error="Failed to load system numbers. Please try again."
      empty="No system numbers configured"
    />
  );
}
