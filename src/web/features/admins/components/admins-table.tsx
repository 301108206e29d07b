import type { AdminAccount } from "@shared/admins";
import { formatPhone } from "@shared/phone";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/format";
import { AdminActions } from "./admin-actions";

interface AdminsTableProps {
  admins: AdminAccount[] | undefined;
  /** The signed-in admin: their row says "You" and offers no actions (the server refuses them). */
  selfId: number | undefined;
  isPending: boolean;
  isError: boolean;
  onResetPassword: (admin: AdminAccount) => void;
}

function StatusBadge({ admin }: { admin: AdminAccount }) {
  if (admin.status === "disabled") return <Badge variant="secondary">Disabled</Badge>;
  if (admin.must_change_password) return <Badge variant="warning">Temporary password</Badge>;
  return <Badge variant="success">Active</Badge>;
}

export function AdminsTable({ admins, selfId, isPending, isError, onResetPassword }: AdminsTableProps) {
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
      header: "Last sign-in",
      className: "whitespace-nowrap",
      cell: (admin) => (admin.last_signed_in_at ? formatDateTime(admin.last_signed_in_at) : "Never"),
    },
    // Left to wrap (date over time), so the actions keep their room at 1280 px.
    { header: "Created", cell: (admin) => formatDateTime(admin.created_at) },
    { header: "Status", phone: "badge", cell: (admin) => <StatusBadge admin={admin} /> },
    {
      header: "Actions",
      phone: "actions",
      cell: (admin) =>
        admin.id === selfId ? null : <AdminActions admin={admin} onResetPassword={onResetPassword} />,
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={admins}
      rowKey={(admin) => admin.id}
      className="md:min-w-[860px]"
      isPending={isPending}
      loading="Loading admins..."
      isError={isError}
      error="Failed to load admins"
      empty="No admins found."
    />
  );
}
