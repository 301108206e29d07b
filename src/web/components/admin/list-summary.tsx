import { formatCount } from "@/lib/format";

interface ListSummaryProps {
  page: number;
  pageSize: number;
  total: number;
  /** Plural noun, e.g. "users". */
  noun: string;
}

/** "Showing 26–50 of 1,204 users", under a paged table; nothing for a page past the end. */
export function ListSummary({ page, pageSize, total, noun }: ListSummaryProps) {
  const first = (page - 1) * pageSize + 1;
  if (first > total) return null;
  const last = Math.min(total, page * pageSize);
  return (
    <p className="text-sm text-slate-500" aria-live="polite">
      Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)} {noun}
    </p>
  );
}
