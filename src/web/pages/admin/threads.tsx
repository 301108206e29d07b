import { contractUrl } from "@shared/api/contract-url";
import { threadsApi } from "@shared/api/threads";
import type { ThreadSummary } from "@shared/mock-chat";
import { useEffect } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { listPaging } from "@/components/admin/list-paging";
import { listState } from "@/components/admin/list-state";
import { SearchWithDownload } from "@/components/admin/search-with-download";
import { useThreads } from "@/features/threads/api/get-threads";
import { NeedsPersonFilter } from "@/features/threads/components/needs-person-filter";
import { ThreadMessagesDialog } from "@/features/threads/components/thread-messages-dialog";
import { ThreadsTable } from "@/features/threads/components/threads-table";
import { useListParams } from "@/hooks/use-list-params";
import { toast } from "@/hooks/use-toast";

/** A thread id from the URL or a row: a positive integer, or null when it is missing or malformed. */
function threadIdOf(value: unknown): number | null {
  const id = typeof value === "number" ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const rejectInvalidThread = () =>
  toast({
    variant: "destructive",
    title: "Error",
    description: "Invalid thread selected. Please try again.",
  });

export function ThreadsPage() {
  const { search, page, setSearch, setPage, get, setFilter, setSelection } = useListParams();
  // Anything but "true" in a hand-edited URL shows every thread.
  const needsPerson = get("needs_person") === "true";
  const threads = useThreads({ search, needsPerson, page });
  const total = threads.data?.total ?? 0;

  // The open thread lives in the URL (?thread=…) so a thread can be linked to and Back closes it.
  const requestedThread = get("thread");
  const openThreadId = requestedThread ? threadIdOf(requestedThread) : null;
  useEffect(() => {
    if (requestedThread && openThreadId === null) {
      rejectInvalidThread();
      setSelection("thread", null);
    }
  }, [requestedThread, openThreadId, setSelection]);

  function openThread(thread: ThreadSummary) {
    const id = threadIdOf(thread?.id);
    if (id === null) return rejectInvalidThread();
    setSelection("thread", id);
  }

  return (
    <AdminPage
      title="Threads"
      description="Conversations between users and the system numbers. Refreshed every 30 seconds."
    >
      <SearchWithDownload
        search={search}
        onSearch={setSearch}
        placeholder="Search by participant phone or last message..."
        label="Search threads"
        exportHref={contractUrl(
          threadsApi.exportCsv,
          undefined,
          needsPerson ? { search, needs_person: "true" } : { search },
        )}
        filters={
          <NeedsPersonFilter
            checked={needsPerson}
            onChange={(checked) => setFilter("needs_person", checked ? "true" : "")}
          />
        }
      />
      <ThreadsTable
        {...listState(threads)}
        needsPersonOnly={needsPerson}
        onOpen={openThread}
        paging={listPaging({ page, total, noun: "threads", onPageChange: setPage })}
      />
      {openThreadId !== null && (
        <ThreadMessagesDialog
          threadId={openThreadId}
          thread={threads.data?.items.find((thread) => thread.id === openThreadId)}
          onClose={() => setSelection("thread", null)}
        />
      )}
    </AdminPage>
  );
}
