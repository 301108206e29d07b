import type { ReactNode } from "react";
import { Skeleton } from "./skeleton";
import { TableCell, TableRow } from "./table";

/** Placeholder rows while a table loads, shaped like the real ones so nothing jumps. */
export function TableLoadingRows({ rows = 5, columns }: { rows?: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
    <TableRow key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <TableCell key={column}>
          <Skeleton className="h-4 w-full max-w-40" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** One full-width row with a message: the empty text or a load error. */
export function TableMessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10 text-center text-sm text-slate-500">
        {children}
      </TableCell>
    </TableRow>
  );
}
