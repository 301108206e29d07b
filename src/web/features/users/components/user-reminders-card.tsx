import type { AdminReminder, ReminderStatus } from "@shared/reminders";
import { Repeat } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useUserReminders } from "../api/get-user-reminders";

const STATUS: Record<ReminderStatus, { label: string; variant: BadgeVariant }> = {
  active: { label: "Active", variant: "success" },
  cancelled: { label: "Cancelled", variant: "secondary" },
  done: { label: "Done", variant: "outline" },
};

function ReminderEntry({ reminder }: { reminder: AdminReminder }) {
  const status = STATUS[reminder.status];
  return (
    <li className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 text-sm break-words text-slate-900">{reminder.text}</span>
        <Badge variant={status.variant} className="ml-auto">
          {status.label}
        </Badge>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        {reminder.repeats && (
          <span className="flex items-center gap-1" title={reminder.rrule ?? undefined}>
            <Repeat className="size-3.5 shrink-0" aria-hidden />
            {reminder.repeats}
          </span>
        )}
        {reminder.next_local && reminder.next_at && (
          <time dateTime={reminder.next_at} title={reminder.time_zone}>
            {reminder.repeats ? "Next " : ""}
            {reminder.next_local}
          </time>
        )}
      </div>
    </li>
  );
}

/**
 * The person's reminders (issue 38): the active ones next firing first, with how they repeat and
 * their next time in the person's own zone, then the cancelled and done ones.
 */
export function UserRemindersCard({ userId }: { userId: number }) {
  const reminders = useUserReminders(userId);
  return (
    <section
      aria-labelledby={`user-${userId}-reminders`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:col-span-2"
    >
      <h3 id={`user-${userId}-reminders`} className="text-sm font-semibold text-slate-900">
        Reminders
      </h3>
      {reminders.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : reminders.isError ? (
        <ErrorState message="Could not load the reminders." onRetry={() => void reminders.refetch()} />
      ) : reminders.data.length === 0 ? (
        <p className="text-sm text-slate-500">No reminders.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100">
          {reminders.data.map((reminder) => (
            <ReminderEntry key={reminder.id} reminder={reminder} />
          ))}
        </ol>
      )}
    </section>
  );
}
