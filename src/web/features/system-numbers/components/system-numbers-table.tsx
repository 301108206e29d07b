import type { SystemNumber } from "@shared/system-numbers";
import { ActiveBadge } from "@/components/admin/active-badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDate, formatDateTime, formatPhone } from "@/lib/format";
import { useChangeSystemNumber } from "../api/update-system-number";

const dash = <span className="text-slate-400">—</span>;

/** "MG0123…cdef": enough of both ends to tell services apart. */
const shortSid = (sid: string) => `${sid.slice(0, 6)}…${sid.slice(-4)}`;

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
    { header: "Campaign", cell: (number) => number.campaign ?? dash },
    {
      // Its own column (its own labelled line on a phone's card), cut to its ends with the whole
      // SID on hover and a copy button: 34 characters broke over three lines inside Campaign.
      header: "Messaging Service",
      cell: (number) =>
        number.messaging_service_sid ? (
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <span className="font-mono text-xs text-slate-700" title={number.messaging_service_sid}>
              {shortSid(number.messaging_service_sid)}
            </span>
            <CopyButton text={number.messaging_service_sid} label="Copy Messaging Service SID" />
          </span>
        ) : (
          dash
        ),
    },
    {
      header: "Custom Prompt",
      className: "md:max-w-40",
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
    {
      // The day alone (the time on hover), so the row keeps its room beside the Messaging Service.
      header: "Added",
      cellTitle: (number) => formatDateTime(number.created_at),
      cell: (number) => formatDate(number.created_at),
    },
    {
      header: "Actions",
      phone: "actions",
      headerClassName: "text-right",
      cell: (number) => (
        // Stacked in the desktop table, which has no room for both side by side; side by side on a phone card.
        <div className="flex flex-col items-end gap-1 max-md:flex-row max-md:justify-start max-md:gap-2">
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
