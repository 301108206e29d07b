import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import type { ReferralCode } from "@shared/referral-codes";
import { Plus } from "lucide-react";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ListSummary } from "@/components/admin/list-summary";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { useReferralCodes } from "@/features/referral-codes/api/get-referral-codes";
import { CreateCodeDialog } from "@/features/referral-codes/components/create-code-dialog";
import { EditLimitDialog } from "@/features/referral-codes/components/edit-limit-dialog";
import { ReferralCodesTable } from "@/features/referral-codes/components/referral-codes-table";
import { pageCountOf, useListParams } from "@/hooks/use-list-params";

/** Which dialog is open: none, creating a system code, or editing one code's limit. */
type DialogState = null | "create" | ReferralCode;

export function ReferralCodesPage() {
  const { search, page, setSearch, setPage } = useListParams();
  const codes = useReferralCodes({ search, page });
  const [dialog, setDialog] = useState<DialogState>(null);
  const total = codes.data?.total ?? 0;

  return (
    <AdminPage
      title="Referral Codes"
      description="Every user has a code to share; system codes are yours to hand out."
      actions={
        <Button onClick={() => setDialog("create")}>
          <Plus aria-hidden />
          Create System Code
        </Button>
      }
    >
      <SearchInput
        value={search}
        onSearch={setSearch}
        placeholder="Search by code or owner phone..."
        aria-label="Search referral codes"
      />
      <div className={codes.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
        <ReferralCodesTable
          codes={codes.data?.items}
          isPending={codes.isPending}
          isError={codes.isError}
          onEditLimit={setDialog}
        />
      </div>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <ListSummary page={page} pageSize={ADMIN_PAGE_SIZE} total={total} noun="referral codes" />
        <Pagination page={page} pageCount={pageCountOf(total, ADMIN_PAGE_SIZE)} onPageChange={setPage} />
      </div>
      {dialog === "create" && <CreateCodeDialog onClose={() => setDialog(null)} />}
      {dialog && dialog !== "create" && <EditLimitDialog code={dialog} onClose={() => setDialog(null)} />}
    </AdminPage>
  );
}
