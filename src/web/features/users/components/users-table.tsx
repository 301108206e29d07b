import { type AdminUser, isUserActive, profilePreview } from "@shared/users";
import { ActiveBadge } from "@/components/admin/active-badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableLoadingRows, TableMessageRow } from "@/components/ui/table-states";
import { formatCount, formatDateTime, formatPhone } from "@/lib/format";
import { TierBadge } from "./tier-badge";

const COLUMNS = ["User", "Tier", "Threads", "Messages Sent", "Status", "Joined"];

interface UsersTableProps {
  users: AdminUser[] | undefined;
  isPending: boolean;
  isError: boolean;
  onSelect: (user: AdminUser) => void;
}

export function UsersTable({ users, isPending, isError, onSelect }: UsersTableProps) {
  const now = new Date();
  return (
    <Table className="min-w-[760px]" aria-busy={isPending}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <TableLoadingRows columns={COLUMNS.length} />
        ) : isError ? (
          <TableMessageRow columns={COLUMNS.length}>
            <span className="text-red-700">Failed to load users. Please try again.</span>
          </TableMessageRow>
        ) : !users || users.length === 0 ? (
          <TableMessageRow columns={COLUMNS.length}>No users found</TableMessageRow>
        ) : (
          users.map((user) => (
            <TableRow key={user.id} onClick={() => onSelect(user)}>
              <TableCell className="max-w-80">
                {/* The row is clickable; this button makes it reachable by keyboard and screen reader too. */}
                <button
                  type="button"
                  className="rounded-sm text-left font-medium text-slate-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(user);
                  }}
                >
                  {formatPhone(user.phone_number)}
                </button>
                <p className="truncate text-xs text-slate-500" title={user.profile || undefined}>
                  {user.profile ? profilePreview(user.profile) : "No profile yet"}
                </p>
              </TableCell>
              <TableCell>
                <TierBadge tier={user.subscription_tier} />
              </TableCell>
              <TableCell className="tabular-nums">{formatCount(user.threadCount)}</TableCell>
              <TableCell className="tabular-nums">{formatCount(user.total_messages_sent)}</TableCell>
              <TableCell>
                <ActiveBadge active={isUserActive(user.last_active, now)} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(user.created_at)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
