import { DollarSign, HandHelping, MessageSquare, Send, Users } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { ErrorState } from "@/components/ui/error-state";
import { useDashboardActivity } from "@/features/dashboard/api/get-dashboard-activity";
import { useDashboardStats } from "@/features/dashboard/api/get-dashboard-stats";
import { useRecentMessages } from "@/features/dashboard/api/get-recent-messages";
import { ActivityChart } from "@/features/dashboard/components/activity-chart";
import { DashboardNotices } from "@/features/dashboard/components/dashboard-notices";
import { MonthlyBudgetBanner } from "@/features/dashboard/components/monthly-budget-banner";
import { RecentMessages } from "@/features/dashboard/components/recent-messages";
import { SpoolBanner } from "@/features/dashboard/components/spool-banner";
import { StatCard } from "@/features/dashboard/components/stat-card";
import { adminPaths } from "@/lib/admin-paths";
import { formatCount, formatUsd } from "@/lib/format";

/** The Threads screen showing only the threads whose person asked for a human. */
const THREADS_NEEDING_PERSON = `${adminPaths.threads}?needs_person=true`;

/** A figure for a card: formatted, a dash when its call failed, undefined (a placeholder) while loading. */
function figure(value: number | undefined, failed: boolean, format: (value: number) => string) {
  if (failed) return "—";
  return value === undefined ? undefined : format(value);
}

export function DashboardPage() {
  const stats = useDashboardStats();
  const recent = useRecentMessages();
  const activity = useDashboardActivity();
  const failed = stats.isError || recent.isError || activity.isError;
  const count = (value: number | undefined) => figure(value, stats.isError, formatCount);
  const usd = (value: number | undefined) => figure(value, activity.isError, formatUsd);

  return (
    <AdminPage title="Dashboard" description="Messages, users, and AI and SMS spend at a glance.">
      <DashboardNotices />
      <SpoolBanner />
      <MonthlyBudgetBanner activity={activity.data} />
      {failed && <ErrorState message="Error loading dashboard data. Please try refreshing the page." />}
      {/* Five cards: three a row where they fit, as five would squeeze the breakdowns. */}
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <StatCard
          title="Messages"
          icon={<MessageSquare />}
          value={count(stats.data?.totalMessages)}
          details={[
            { label: "User", value: count(stats.data?.userMessages) },
            { label: "AI", value: count(stats.data?.assistantMessages) },
            { label: "System", value: count(stats.data?.systemMessages) },
          ]}
        />
        <StatCard
          title="Users"
          icon={<Users />}
          value={count(stats.data?.totalUsers)}
          details={[
            { label: "Active", value: count(stats.data?.activeUsers) },
            { label: "Free", value: count(stats.data?.freeUsers) },
            { label: "Premium", value: count(stats.data?.premiumUsers) },
          ]}
        />
        <StatCard
          title="AI Cost"
          icon={<DollarSign />}
          value={usd(activity.data?.aiCostToday)}
          caption="today"
          details={[{ label: "This month", value: usd(activity.data?.aiCostThisMonth) }]}
        />
        <StatCard
          title="SMS Cost"
          icon={<Send />}
          value={usd(activity.data?.smsCostToday)}
          caption="today, estimated from segments"
          details={[{ label: "This month", value: usd(activity.data?.smsCostThisMonth) }]}
        />
        <StatCard
          title="Need a person"
          icon={<HandHelping />}
          value={count(stats.data?.threadsNeedingPerson)}
          caption="threads where the person asked for a human"
          link={{ href: THREADS_NEEDING_PERSON, label: "View these threads" }}
          attention={(stats.data?.threadsNeedingPerson ?? 0) > 0}
        />
      </div>
      <ActivityChart
        days={activity.data?.messagesPerDay}
        timezone={activity.data?.timezone}
        failed={activity.isError}
      />
      <RecentMessages />
    </AdminPage>
  );
}
