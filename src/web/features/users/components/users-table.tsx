import { type AdminUser, isUserActive, profilePreview } from "@shared/users";
import { ActiveBadge } from "@/components/admin/active-badge";
import { DataTable, type DataTableColumn, type DataTableList } from "@/components/ui/data-table";
import { formatCount, formatDateTime, formatPhone } from "@/lib/format";
import { TierBadge } from "./tier-badge";

interface UsersTableProps extends DataTableList<AdminUser> {
  onSelect: (user: AdminUser) => void;
}

/** The user's phone number and profile preview, as the button that opens the details. */
function UserButton({ user, onSelect }: { user: AdminUser; onSelect: (user: AdminUser) => void }) {
  return (
    <button
      type="button"
      className="group flex w-full min-w-0 flex-col rounded-sm text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      onClick={() => onSelect(user)}
    >
      <span className="font-medium text-slate-900 group-hover:underline">
        {formatPhone(user.phone_number)}
      </span>
      <span className="truncate text-xs font-normal text-slate-500" title={user.profile || undefined}>
        {user.profile ? profilePreview(user.profile) : "No profile yet"}
      </span>
    </button>
  );
}

/** Every user; a click on a row, or its phone number by keyboard, opens the details. */
export function UsersTable({ onSelect, ...list }: UsersTableProps) {
  const now = new Date();
  const columns: DataTableColumn<AdminUser>[] = [
    {
      header: "User",
      phone: "title",
      className: "md:max-w-80",
      cell: (user) => <UserButton user={user} onSelect={onSelect} />,
    },
    { header: "Tier", cell: (user) => <TierBadge tier={user.subscription_tier} /> },
    { header: "Threads", className: "tabular-nums", cell: (user) => formatCount(user.threadCount) },
    {
      header: "Messages Sent",
      className: "tabular-nums",
      cell: (user) => formatCount(user.total_messages_sent),
    },
    {
      header: "Status",
      phone: "badge",
      cell: (user) => <ActiveBadge active={isUserActive(user.last_active, now)} />,
    },
    { header: "Joined", className: "whitespace-nowrap", cell: (user) => formatDateTime(user.created_at) },
  ];

  return (
    <DataTable {...list} columns={columns} noun="users" onRowClick={onSelect} className="md:min-w-[760px]" />
  );
}
