import type { AdminMicroUi } from "@shared/micro-ui/admin";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { listPaging } from "@/components/admin/list-paging";
import { SearchInput } from "@/components/ui/search-input";
import { useMicroUiSummary } from "@/features/micro-uis/api/get-micro-ui-summary";
import { useMicroUis } from "@/features/micro-uis/api/get-micro-uis";
import { MicroUiDetailsDialog } from "@/features/micro-uis/components/micro-ui-details-dialog";
import { MicroUiSummaryCards } from "@/features/micro-uis/components/micro-ui-summary-cards";
import { MicroUisTable } from "@/features/micro-uis/components/micro-uis-table";
import { useListParams } from "@/hooks/use-list-params";

export function MicroUisPage() {
  const { search, page, setSearch, setPage } = useListParams();
  const microUis = useMicroUis({ search, page });
  const summary = useMicroUiSummary();
  const [selected, setSelected] = useState<AdminMicroUi | null>(null);
  const total = microUis.data?.total ?? 0;

  return (
    <AdminPage title="Micro UIs" description="Pages the assistant made and shared by link.">
      <MicroUiSummaryCards summary={summary.data} failed={summary.isError} />
      <SearchInput
        value={search}
        onSearch={setSearch}
        placeholder="Search by type, slug or thread ID..."
        aria-label="Search micro UIs"
      />
      <MicroUisTable
        microUis={microUis.data?.items}
        isPending={microUis.isPending}
        error={microUis.error}
        isStale={microUis.isPlaceholderData}
        onDetails={setSelected}
        paging={listPaging({ page, total, noun: "micro UIs", onPageChange: setPage })}
      />
      {selected && <MicroUiDetailsDialog microUi={selected} onClose={() => setSelected(null)} />}
    </AdminPage>
  );
}
