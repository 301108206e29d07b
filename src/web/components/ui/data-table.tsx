import type { Key, MouseEvent, ReactNode } from "react";
import { cn } from "@/lib/cn";
import {
  BODY,
  PHONE_CONTAINER,
  PHONE_HEADER,
  PHONE_ROW,
  PHONE_TABLE,
  PHONE_WIDE_CELL,
  type PhoneSlot,
  phoneCell,
} from "./data-table-phone";
import { PastTheEnd, usePagePastTheEnd } from "./page-past-the-end";
import { Pagination } from "./pagination";
import { Skeleton } from "./skeleton";
import { Table, TableCell, TableHead, TableHeader, TableRow } from "./table";

export type { PhoneSlot } from "./data-table-phone";

export interface DataTableColumn<Row> {
  /** The column's header; on a phone card it also labels the column's detail line. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell's classes at every width; a limit meant for the desktop table (a max width) takes md:. */
  className?: string;
  headerClassName?: string;
  /** Where the column shows on a phone card (see data-table-phone.ts). Default "detail". */
  phone?: PhoneSlot;
  /** A cell's own attributes, e.g. a title with the full text of a shortened value. */
  cellTitle?: (row: Row) => string | undefined;
}

export interface DataTablePaging {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** `replace`: the move is the list's own (a page past the end), not a step Back should undo. */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  maxButtons?: number;
  /** What the pager's left side says, e.g. "Showing 1–25 of 180 messages". */
  summary?: ReactNode;
}

/** A list's rows and where their loading stands, as a screen hands them to its table. */
export interface DataTableList<Row> {
  rows: readonly Row[] | undefined;
  isPending?: boolean;
  /** The load failed: `error` is shown, in the spec's words. */
  isError?: boolean;
  /** Fades the rows while the next page loads in their place. */
  dimmed?: boolean;
  paging?: DataTablePaging;
}

interface DataTableProps<Row> extends DataTableList<Row> {
  columns: readonly DataTableColumn<Row>[];
  rowClassName?: (row: Row) => string | undefined;
  /**
   * Opens a row on a click anywhere in it. Give the row a control that does the same (a button
   * in a cell): that is how the keyboard and screen readers reach it.
   */
  onRowClick?: (row: Row) => void;
  /** Classes for the desktop table, e.g. its minimum width ("md:min-w-[760px]"). */
  className?: string;
  /** Shown while loading; without it, placeholder rows shaped like the real ones. */
  loading?: ReactNode;
  loadingRows?: number;
  /**
   * What the rows are, plural ("users"), for the spec's usual wording of `error` and `empty`:
   * "Failed to load users. Please try again." and "No users found".
   */
  noun?: string;
  error?: ReactNode;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /**
   * "row" (default): loading, error and empty show in one row under the headers.
   * "block": they replace the table, each as given (a spinner, an ErrorState, an EmptyState).
   */
  states?: "row" | "block";
  /** A line above the rows, shown only when there are rows. */
  note?: ReactNode;
}

/** Rows are told apart by their id. */
type Identified = { id: Key };

/**
 * A console list: the desktop table and, below md, the same rows as cards (data-table-phone.ts),
 * from one set of column definitions, with the one loading / error / empty ladder and the pager.
 */
export function DataTable<Row extends Identified>(given: DataTableProps<Row>) {
  const { noun, error, empty, rows, isPending, isError, states = "row", paging } = given;
  const state = isPending ? "loading" : isError ? "error" : !rows?.length ? "empty" : "rows";
  const pastTheEnd = usePagePastTheEnd(paging, state === "empty");
  const props = {
    ...given,
    error: error ?? (noun && `Failed to load ${noun}. Please try again.`),
    empty:
      pastTheEnd && paging ? (
        <PastTheEnd onFirstPage={() => paging.onPageChange(1)} />
      ) : (
        (empty ?? (noun && `No ${noun} found`))
      ),
  };
  const body =
    states === "block" && state !== "rows" ? (
      { loading: props.loading, error: props.error, empty: props.empty }[state]
    ) : (
      <RowsTable {...props} state={state} />
    );

  return (
    <>
      {state === "rows" && props.note}
      <div className={props.dimmed ? "opacity-60 transition-opacity" : undefined}>{body}</div>
      {paging && (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          {paging.summary}
          <Pagination
            page={paging.page}
            pageCount={paging.pageCount}
            onPageChange={paging.onPageChange}
            maxButtons={paging.maxButtons}
          />
        </div>
      )}
    </>
  );
}

type TableState = "loading" | "error" | "empty" | "rows";

function RowsTable<Row extends Identified>({
  columns,
  rows,
  rowClassName,
  onRowClick,
  className,
  isPending,
  loading,
  loadingRows = 5,
  error,
  empty,
  state,
}: DataTableProps<Row> & { state: TableState }) {
  const message = (children: ReactNode) => (
    <TableRow className={PHONE_ROW}>
      <TableCell
        colSpan={columns.length}
        className={cn("py-10 text-center text-sm text-slate-500", PHONE_WIDE_CELL)}
      >
        {children}
      </TableCell>
    </TableRow>
  );

  return (
    <Table
      className={cn(PHONE_TABLE, className)}
      containerClassName={PHONE_CONTAINER}
      aria-busy={isPending || undefined}
    >
      <TableHeader className={PHONE_HEADER}>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header} className={column.headerClassName}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      {/* Not TableBody: its borderless last row would take the last card's border on phones. */}
      <tbody className={BODY}>
        {state === "loading" ? (
          loading === undefined ? (
            <PlaceholderRows rows={loadingRows} columns={columns.length} />
          ) : (
            message(loading)
          )
        ) : state === "error" ? (
          message(<span className="text-red-700">{error}</span>)
        ) : state === "empty" ? (
          message(empty)
        ) : (
          rows?.map((row) => (
            <TableRow
              key={row.id}
              className={cn(PHONE_ROW, rowClassName?.(row))}
              onClick={onRowClick && ((event) => landsOnRow(event) && onRowClick(row))}
            >
              {columns.map((column) => (
                <DataCell key={column.header} column={column} row={row} />
              ))}
            </TableRow>
          ))
        )}
      </tbody>
    </Table>
  );
}

/**
 * A click on the row itself: not on a control in it, which does its own thing, nor in a dialog
 * opened from it, whose clicks React passes up through the row although it is elsewhere on screen.
 */
function landsOnRow(event: MouseEvent<HTMLElement>) {
  const target = event.target as Element;
  return event.currentTarget.contains(target) && !target.closest("a, button, input, select, textarea, label");
}

function DataCell<Row>({ column, row }: { column: DataTableColumn<Row>; row: Row }) {
  const slot = column.phone ?? "detail";
  return (
    <TableCell
      className={cn(column.className, phoneCell(slot))}
      data-label={slot === "detail" ? column.header : undefined}
      title={column.cellTitle?.(row)}
    >
      {slot === "detail" ? (
        // On a phone the label comes first and the value takes the rest of the line; on a
        // desktop this wrapper is not there at all.
        <div className="min-w-0 flex-1 md:contents">{column.cell(row)}</div>
      ) : (
        column.cell(row)
      )}
    </TableCell>
  );
}

/** Rows sketched while the list loads, so nothing jumps when it arrives. */
function PlaceholderRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
    <TableRow key={row} aria-hidden className={PHONE_ROW}>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <TableCell key={column} className={PHONE_WIDE_CELL}>
          <Skeleton className="h-4 w-full max-w-40" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
