import type { RequestRecord, Visit } from "./page-metrics.js";
import { fmt, summarize } from "./percentiles.js";

/** A column of bench/pages' tables: a figure a run (its median below) or a word (shown when all agree). */
export type Column<Row> = { title: string; target?: string } & (
  | { value: (row: Row) => number; digits?: number }
  | { text: (row: Row) => string }
);

const median = (values: number[]) => summarize(values.filter(Number.isFinite)).p50;

/** One line a run, then the median and the target, right-aligned under each title. */
export function printTable<Row>(rows: Row[], columns: Column<Row>[]): void {
  const cellsOf = (row: Row) =>
    columns.map((column) => ("value" in column ? fmt(column.value(row), column.digits) : column.text(row)));
  const runs = rows.map((row, index) => [String(index + 1), ...cellsOf(row)]);
  const medians = columns.map((column) => {
    if ("value" in column) return fmt(median(rows.map(column.value)), column.digits);
    const words = new Set(rows.map(column.text));
    return words.size === 1 ? [...words].join("") : "mixed";
  });
  const lines = [
    ["run", ...columns.map((column) => column.title)],
    ...runs,
    ["median", ...medians],
    ["target", ...columns.map((column) => column.target ?? "")],
  ];
  const widths =
    lines[0]?.map((_, index) => Math.max(...lines.map((line) => line[index]?.length ?? 0))) ?? [];
  for (const line of lines) {
    console.log(line.map((cell, index) => cell.padStart(widths[index] ?? 0)).join(" | "));
  }
}

const header = (record: RequestRecord | undefined, name: string) => record?.headers[name] ?? "(none)";

/**
 * The caching and compression headers of a visit's HTML and of its largest /assets/ script: files
 * under 1 KB are not worth compressing and go as they are.
 */
export function printHeaders(visit: Visit | undefined): void {
  const html = visit?.requests.find((record) => record.type === "Document");
  const script = visit?.requests
    .filter((record) => record.type === "Script" && /^\/assets\/.*\.js$/.test(new URL(record.url).pathname))
    .reduce<RequestRecord | undefined>(
      (largest, record) => (largest && largest.wireBytes >= record.wireBytes ? largest : record),
      undefined,
    );
  console.log("\nresponse headers (the checklist page's first cold visit)");
  for (const [kind, record, names] of [
    ["HTML", html, ["cache-control", "content-encoding", "etag"]],
    ["JS  ", script, ["cache-control", "content-encoding"]],
  ] as const) {
    const path = record ? new URL(record.url).pathname : "(no such request)";
    console.log(`  ${kind} ${path}`);
    for (const name of names) console.log(`       ${name}: ${header(record, name)}`);
  }
}
