/**
 * The portable backup format (decision 033): gzip of newline-delimited JSON. A row line is the JSON
 * object PostgreSQL's `row_to_json` renders for the row; every other line is a JSON array naming
 * its kind, so the two can never be confused whatever a table's columns are called:
 *
 *   ["textpal-backup", {version, schema: {tag, when}, engine, createdAt}]
 *   ["table", {name}]
 *   {…row…}                                   one per row, in primary-key order
 *   ["table-end", {name, rows, sha256}]        sha256 of the table's row lines, each with its "\n"
 *   …
 *   ["end", {tables, rows}]
 */
export const BACKUP_FORMAT = "textpal-backup";
export const BACKUP_VERSION = 1;

export interface BackupSchema {
  /** The database's last migration, as drizzle-kit's journal names it. */
  tag: string;
  /** That migration's mark (`when` in the journal, `created_at` in the migrations table). */
  when: number;
}

export interface BackupHeader {
  version: number;
  schema: BackupSchema;
  engine: "pglite" | "postgres";
  createdAt: string;
}

export interface TableEnd {
  name: string;
  rows: number;
  sha256: string;
}

export interface BackupEnd {
  tables: number;
  rows: number;
}

/** What a backup holds, once written. */
export interface BackupSummary {
  /** The latest migration of the database backed up. */
  schema: string;
  tables: number;
  rows: number;
  /** Size of the gzip file. */
  bytes: number;
  createdAt: string;
}

export type ControlLine =
  | ["textpal-backup", BackupHeader]
  | ["table", { name: string }]
  | ["table-end", TableEnd]
  | ["end", BackupEnd];

export function controlLine(line: ControlLine): string {
  return `${JSON.stringify(line)}\n`;
}

/** Whether a line is a row (an object) rather than a control line (an array). */
export function isRowLine(line: string): boolean {
  return line.startsWith("{");
}
