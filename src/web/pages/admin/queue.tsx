import { contractUrl } from "@shared/api/contract-url";
import { queueApi } from "@shared/api/queue";
import { QUEUE_PAGE_SIZE, QUEUE_TYPES, type QueueType } from "@shared/queue";
import { AdminPage } from "@/components/admin/admin-page";
import { listPaging } from "@/components/admin/list-paging";
import { type QueueStatus, useQueue } from "@/features/queue/api/get-queue";
import { QueueFilters } from "@/features/queue/components/queue-filters";
import { QueueTable } from "@/features/queue/components/queue-table";
import { useListParams } from "@/hooks/use-list-params";

/** A hand-edited URL with an unknown filter value shows everything rather than failing. */
const asStatus = (value: string): QueueStatus | null =>
  value === "pending" || value === "processed" ? value : null;
const asType = (value: string): QueueType | null =>
  (QUEUE_TYPES as readonly string[]).includes(value) ? (value as QueueType) : null;

export function QueuePage() {
  const { search, page, get, setSearch, setPage, setFilter } = useListParams();
  const status = asStatus(get("status"));
  const type = asType(get("type"));
  const queue = useQueue({ search, status, type, page });
  const total = queue.data?.total ?? 0;

  return (
    <AdminPage
      title="Message Queue"
      description="Texts scheduled to go out: reminders, announcements and more."
    >
      <QueueFilters
        search={search}
        status={status ?? ""}
        type={type ?? ""}
        onSearch={setSearch}
        onFilter={setFilter}
        exportHref={contractUrl(queueApi.exportCsv, undefined, { status, type, search })}
      />
      <QueueTable
        messages={queue.data?.items}
        isPending={queue.isPending}
        error={queue.error}
        filtered={Boolean(search || status || type)}
        isStale={queue.isPlaceholderData}
        paging={listPaging({
          page,
          pageSize: QUEUE_PAGE_SIZE,
          total,
          noun: "messages",
          onPageChange: setPage,
          maxButtons: 5,
        })}
      />
    </AdminPage>
  );
}
