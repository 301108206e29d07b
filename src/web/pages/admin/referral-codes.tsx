import type { ReferralCode } from "@shared/referral-codes";
import { useState } from "react";
import { AddButton } from "@/components/admin/add-button";
import { AdminPage } from "@/components/admin/admin-page";
import { listPaging } from "@/components/admin/list-paging";
import { listState } from "@/components/admin/list-state";
import { SearchInput } from "@/components/ui/search-input";
import { useReferralCodes } from "@/features/referral-codes/api/get-referral-codes";
import { CreateCodeDialog } from "@/features/referral-codes/components/create-code-dialog";
import { EditLimitDialog } from "@/features/referral-codes/components/edit-limit-dialog";
import { ReferralCodesTable } from "@/features/referral-codes/components/referral-codes-table";
import { useListParams } from "@/hooks/use-list-params";

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
      actions={<AddButton onClick={() => setDialog("create")}>Create System Code</AddButton>}
    >
      <SearchInput
        value={search}
        onSearch={setSearch}
        placeholder="Search by code or owner phone..."
        aria-label="Search referral codes"
      />
      <ReferralCodesTable
        {...listState(codes)}
        onEditLimit={setDialog}
        paging={listPaging({ page, total, noun: "referral codes", onPageChange: setPage })}
      />
      {dialog === "create" && <CreateCodeDialog onClose={() => setDialog(null)} />}
      {dialog && dialog !== "create" && <EditLimitDialog code={dialog} onClose={() => setDialog(null)} />}
    </AdminPage>
  );
}
