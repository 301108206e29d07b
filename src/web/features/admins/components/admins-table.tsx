import type { AdminAccount } from "@shared/admins";
import { formatPhone } from "@shared/phone";
import { KeyRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDate, formatDateTime } from "@/lib/format";
import { AdminActions } from "./admin-actions";

interface AdminsTableProps {
  admins: AdminAccount[] | undefined;
  /** The signed-in admin: their row says "You" and offers Change password instead (the server refuses the others). */
  selfId: number | undefined;
  onChangeOwnPassword: () => void;
  isPending: boolean;
  isError: boolean;
  onResetPassword: (admin: AdminAccount) => void;
}

function StatusBadge({ admin }: { admin: AdminAccount }) {
  if (admin.status === "disabled") return <Badge variant="secondary">Disabled</Badge>;
  if (admin.must_change_password) return <Badge variant="warning">Temporary password</Badge>;
  return <Badge variant="success">Active</Badge>;
}

export function AdminsTable({
  admins,
  selfId,
  isPending,
  isError,
  onResetPassword,
  onChangeOwnPassword,
}: AdminsTableProps) {
  const columns: DataTableColumn<AdminAccount>[] = [
    {
      header: "Phone",
      phone: "title",
      className: "font-medium whitespace-nowrap text-slate-900",
      cell: (admin) => (
        <>
          {formatPhone(admin.phone_number)}
          {admin.id === selfId && (
            <Badge variant="outline" className="ml-2">
              You
            </Badge>
          )}
        </>
      ),
    },
    { header: "Name", className: "md:whitespace-nowrap", cell: (admin) => admin.name ?? "-" },
    {
      header: "2FA",
      cell: (admin) => (
        <Badge variant={admin.totp_enabled ? "success" : "secondary"}>
          {admin.totp_enabled ? "On" : "Off"}
        </Badge>
      ),
    },
    {
      // May wrap, the time under the day: with a "Temporary password" badge in the row, a
      // one-line date and time pushed the table past its box at 1280 px.
      header: "Last sign-in",
      cell: (admin) => (admin.last_signed_in_at ? formatDateTime(admin.last_signed_in_at) : "Never"),
    },
    {
      // The day alone (the time on hover), so the actions keep their room at 1280 px.
      header: "Created",
      className: "whitespace-nowrap",
      cellTitle: (admin) => formatDateTime(admin.created_at),
      cell: (admin) => formatDate(admin.created_at),
    },
    { header: "Status", phone: "badge", cell: (admin) => <StatusBadge admin={admin} /> },
    {
      header: "Actions",
      phone: "actions",
      cell: (admin) =>
        admin.id === selfId ? (
          <Button variant="ghost" size="sm" onClick={onChangeOwnPassword}>
            <KeyRound aria-hidden />
            Change password
          </Button>
        ) : (
          <AdminActions admin={admin} onResetPassword={onResetPassword} />
        ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={admins}
      className="md:min-w-[860px]"
      isPending={isPending}
      loading="Loading admins..."
      isError={isError}
      error="Failed to load admins"
      empty="No admins found."
    />
  );
}
