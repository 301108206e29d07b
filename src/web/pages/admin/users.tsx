import { contractUrl } from "@shared/api/contract-url";
import { usersApi } from "@shared/api/users";
import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import type { AdminUser } from "@shared/users";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ListSummary } from "@/components/admin/list-summary";
import { SearchWithDownload } from "@/components/admin/search-with-download";
import { Pagination } from "@/components/ui/pagination";
import { useUsers } from "@/features/users/api/get-users";
import { UserCardList } from "@/features/users/components/user-card-list";
import { UserDetailDialog } from "@/features/users/components/user-detail-dialog";
import { UsersTable } from "@/features/users/components/users-table";
import { pageCountOf, useListParams } from "@/hooks/use-list-params";

export function UsersPage() {
  const { search, page, setSearch, setPage } = useListParams();
  const { data, isPending, isError, isPlaceholderData } = useUsers({ search, page });
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const total = data?.total ?? 0;

  return (
    <AdminPage title="Users" description="Everyone who has texted the service. Click a user for details.">
      <SearchWithDownload
        search={search}
        onSearch={setSearch}
        placeholder="Search by phone or profile..."
        label="Search users"
        exportHref={contractUrl(usersApi.exportCsv, undefined, { search })}
      />
      <div className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
        <div className="hidden md:block">
          <UsersTable users={data?.items} isPending={isPending} isError={isError} onSelect={setSelected} />
        </div>
        <div className="md:hidden">
          <UserCardList users={data?.items} isPending={isPending} isError={isError} onSelect={setSelected} />
        </div>
      </div>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <ListSummary page={page} pageSize={ADMIN_PAGE_SIZE} total={total} noun="users" />
        <Pagination page={page} pageCount={pageCountOf(total, ADMIN_PAGE_SIZE)} onPageChange={setPage} />
      </div>
      {selected && <UserDetailDialog user={selected} onClose={() => setSelected(null)} />}
    </AdminPage>
  );
}
