import { contractUrl } from "@shared/api/contract-url";
import { usersApi } from "@shared/api/users";
import type { AdminUser } from "@shared/users";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { DownloadCsvLink } from "@/components/admin/download-csv-link";
import { listPaging } from "@/components/admin/list-paging";
import { listState } from "@/components/admin/list-state";
import { SearchWithDownload } from "@/components/admin/search-with-download";
import { useUsers } from "@/features/users/api/get-users";
import { UserDetailDialog } from "@/features/users/components/user-detail-dialog";
import { UsersTable } from "@/features/users/components/users-table";
import { useListParams } from "@/hooks/use-list-params";

export function UsersPage() {
  const { search, page, setSearch, setPage } = useListParams();
  const users = useUsers({ search, page });
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const total = users.data?.total ?? 0;

  return (
    <AdminPage title="Users" description="Everyone who has texted the service. Click a user for details.">
      <SearchWithDownload
        search={search}
        onSearch={setSearch}
        placeholder="Search by phone or profile..."
        label="Search users"
        exportHref={contractUrl(usersApi.exportCsv, undefined, { search })}
      >
        {/* Every opt-in and opt-out of the users the search finds: the record carriers audit. */}
        <DownloadCsvLink
          href={contractUrl(usersApi.exportConsentCsv, undefined, { search })}
          label="Download consent log CSV"
        />
      </SearchWithDownload>
      <UsersTable
        {...listState(users)}
        onSelect={setSelected}
        paging={listPaging({ page, total, noun: "users", onPageChange: setPage })}
      />
      {selected && <UserDetailDialog user={selected} onClose={() => setSelected(null)} />}
    </AdminPage>
  );
}
