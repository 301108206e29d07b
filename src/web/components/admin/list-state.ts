import type { DataTableList } from "@/components/ui/data-table";

/** What a paged list query (TanStack Query) holds, as far as its table cares. */
interface ListQuery<Row> {
  data?: { items: Row[] };
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}

/** A paged list query as its table takes it: the current page fades while the next one loads. */
export function listState<Row>(query: ListQuery<Row>): DataTableList<Row> {
  return {
    rows: query.data?.items,
    isPending: query.isPending,
    isError: query.isError,
    dimmed: query.isPlaceholderData,
  };
}
