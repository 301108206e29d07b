import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import type { DataTablePaging } from "@/components/ui/data-table";
import { pageCountOf } from "@/hooks/use-list-params";
import { ListSummary } from "./list-summary";

interface ListPagingOptions {
  page: number;
  /** Default: the admin lists' page size. */
  pageSize?: number;
  total: number;
  /** Plural noun for the summary, e.g. "micro UIs". */
  noun: string;
  onPageChange: DataTablePaging["onPageChange"];
  maxButtons?: number;
}

/** A paged list's pager with "Showing 1–25 of 180 …" beside it. */
export function listPaging({
  page,
  pageSize = ADMIN_PAGE_SIZE,
  total,
  noun,
  onPageChange,
  maxButtons,
}: ListPagingOptions): DataTablePaging {
  return {
    page,
    pageCount: pageCountOf(total, pageSize),
    onPageChange,
    maxButtons,
    summary: <ListSummary page={page} pageSize={pageSize} total={total} noun={noun} />,
  };
}
