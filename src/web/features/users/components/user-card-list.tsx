import { type AdminUser, isUserActive, profilePreview } from "@shared/users";
import { ActiveBadge } from "@/components/admin/active-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount, formatDateTime, formatPhone } from "@/lib/format";
import { TierBadge } from "./tier-badge";

interface UserCardListProps {
  users: AdminUser[] | undefined;
  isPending: boolean;
  isError: boolean;
  onSelect: (user: AdminUser) => void;
}

/** The users table as cards, for phones: every column stays visible without sideways scrolling. */
export function UserCardList({ users, isPending, isError, onSelect }: UserCardListProps) {
  if (isPending) {
    return (
      <ul className="flex flex-col gap-2" aria-busy>
        {[0, 1, 2, 3, 4].map((index) => (
          <li key={index} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError)
    return <p className="py-8 text-center text-sm text-red-700">Failed to load users. Please try again.</p>;
  if (!users || users.length === 0)
    return <p className="py-8 text-center text-sm text-slate-500">No users found</p>;

  const now = new Date();
  return (
    <ul className="flex flex-col gap-2">
      {users.map((user) => (
        <li key={user.id}>
          <button
            type="button"
            onClick={() => onSelect(user)}
            className="flex w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{formatPhone(user.phone_number)}</span>
              <ActiveBadge active={isUserActive(user.last_active, now)} />
            </span>
            <span className="text-xs text-slate-500">
              {user.profile ? profilePreview(user.profile) : "No profile yet"}
            </span>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              <TierBadge tier={user.subscription_tier} />
              <span>{formatCount(user.threadCount)} threads</span>
              <span>{formatCount(user.total_messages_sent)} sent</span>
              <span>Joined {formatDateTime(user.created_at)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
