import { KEYWORD_RESPONSE_PREVIEW, type Keyword } from "@shared/keywords";
import { truncateText } from "@shared/truncate";
import { ActiveBadge } from "@/components/admin/active-badge";
import { EditDisableActions } from "@/components/admin/edit-disable-actions";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/format";
import { useDisableKeyword } from "../api/disable-keyword";
import { actionLabel } from "./action-label";

interface KeywordsTableProps {
  keywords: Keyword[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (keyword: Keyword) => void;
}

export function KeywordsTable({ keywords, isPending, isError, onEdit }: KeywordsTableProps) {
  const disable = useDisableKeyword();
  const columns: DataTableColumn<Keyword>[] = [
    {
      header: "Keyword",
      phone: "title",
      className: "font-medium text-slate-900",
      cell: (keyword) => keyword.keyword,
    },
    {
      header: "Response",
      className: "md:max-w-80",
      cellTitle: (keyword) => keyword.response || undefined,
      cell: (keyword) => (keyword.response ? truncateText(keyword.response, KEYWORD_RESPONSE_PREVIEW) : "-"),
    },
    {
      header: "Action",
      cell: (keyword) => (keyword.action === "none" ? "-" : actionLabel(keyword.action)),
    },
    { header: "Status", phone: "badge", cell: (keyword) => <ActiveBadge active={keyword.is_active} /> },
    {
      header: "Created",
      className: "whitespace-nowrap",
      cell: (keyword) => formatDateTime(keyword.created_at),
    },
    {
      header: "Actions",
      phone: "actions",
      cell: (keyword) => (
        <EditDisableActions
          noun="keyword"
          name={keyword.keyword}
          active={keyword.is_active}
          busy={disable.isPending}
          onEdit={() => onEdit(keyword)}
          onDisable={() => disable.mutateAsync(keyword.id)}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={keywords}
      className="md:min-w-[760px]"
      isPending={isPending}
      loading="Loading keywords..."
      isError={isError}
      error="Failed to load keywords"
      empty="No keywords found. Create your first keyword above."
    />
  );
}
