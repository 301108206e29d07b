import type { DashboardNotice } from "@shared/dashboard-notices";
import { Megaphone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDashboardNotices, useDismissDashboardNotice } from "../api/dashboard-notices";

/**
 * What an upgrade changed that every operator should read once (decision 042): each notice stays
 * until someone dismisses it, for everyone. A failed read shows nothing: the notice waits for the
 * next visit rather than cover the dashboard with an error.
 */
export function DashboardNotices() {
  const notices = useDashboardNotices();
  const dismiss = useDismissDashboardNotice();
  return notices.data?.map((notice) => (
    <NoticeBanner
      key={notice.id}
      notice={notice}
      dismissing={dismiss.isPending && dismiss.variables?.id === notice.id}
      onDismiss={() => dismiss.mutate(notice)}
    />
  ));
}

function NoticeBanner({
  notice,
  dismissing,
  onDismiss,
}: {
  notice: DashboardNotice;
  dismissing: boolean;
  onDismiss: () => void;
}) {
  const titleId = `dashboard-notice-${notice.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-start"
    >
      <Megaphone aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id={titleId} className="font-medium">
          {notice.title}
        </h2>
        <p>{notice.text}</p>
        <a
          href={notice.link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium underline underline-offset-2"
        >
          {notice.link.label}
        </a>
      </div>
      <Button variant="outline" size="sm" onClick={onDismiss} disabled={dismissing} className="shrink-0">
        {dismissing ? "Dismissing…" : "Dismiss"}
      </Button>
    </section>
  );
}
