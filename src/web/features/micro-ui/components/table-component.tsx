import { isDataObject, readDataPath } from "@shared/micro-ui/data-path";
import type { TableColumn, TableProps } from "@shared/micro-ui/definition-schema";
import { Check, X } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { HorizontalScrollArea } from "@/components/ui/horizontal-scroll-area";
import type { MicroUiComponentProps } from "../renderer/types";

/**
 * Spec 000: rows from the data path, one cell per column; badge and boolean columns are drawn,
 * everything else is plain text. The sortable, filterable and searchable flags have no behaviour.
 * A table wider than the page's narrow column scrolls sideways, with a visible cue, rather than
 * squeezing its columns.
 */
export function TableComponent({ props, data }: MicroUiComponentProps<TableProps>) {
  const rows = readRows(readDataPath(data, props.dataSource));
  return (
    <section className="flex flex-col gap-3" aria-label={props.title ?? "Table"}>
      {props.title && <h2 className="text-lg font-semibold text-slate-900">{props.title}</h2>}
      <HorizontalScrollArea className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
            <tr>
              {props.columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className="whitespace-nowrap px-4 py-3"
                  style={{ width: column.width }}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <tr key={typeof row.id === "string" || typeof row.id === "number" ? row.id : index}>
                {props.columns.map((column) => (
                  <td key={column.key} className="px-4 py-3 text-slate-700">
                    <Cell column={column} value={row[column.key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="px-4 py-6 text-center text-sm text-slate-500">No rows yet.</p>}
      </HorizontalScrollArea>
    </section>
  );
}

function Cell({ column, value }: { column: TableColumn; value: unknown }) {
  if (column.type === "boolean") {
    const yes = value === true;
    const Icon = yes ? Check : X;
    return (
      <span role="img" aria-label={yes ? "Yes" : "No"} className="inline-flex align-middle">
        <Icon aria-hidden className={yes ? "size-4 text-emerald-600" : "size-4 text-red-600"} />
      </span>
    );
  }
  const text = cellText(value);
  if (column.type === "badge" && text) return <Badge variant={badgeVariant(text)}>{text}</Badge>;
  return <span className="whitespace-nowrap">{text}</span>;
}

/** Data can be changed by anyone with the link, so rows are read defensively: objects only. */
function readRows(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isDataObject) : [];
}

const POSITIVE = /^(active|yes|done|completed?|paid|confirmed|approved)$/i;
const NEGATIVE = /^(failed|overdue|declined|cancell?ed|blocked)$/i;
const MUTED = /^(inactive|no|pending|draft)$/i;

function badgeVariant(text: string): BadgeVariant {
  if (POSITIVE.test(text)) return "success";
  if (NEGATIVE.test(text)) return "destructive";
  if (MUTED.test(text)) return "secondary";
  return "info";
}

function cellText(value: unknown): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : "";
}
