import { BackupRefusedError } from "./backup-errors.js";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupEnd,
  type BackupHeader,
  isRowLine,
} from "./backup-format.js";
import { readBackupLines } from "./read-backup-lines.js";
import { TableDigest } from "./table-digest.js";

/** Row lines handed on together: up to this many, or this many characters. */
const BATCH_ROWS = 1_000;
const BATCH_CHARS = 4 * 1024 * 1024;

export type BackupEvent =
  | { kind: "header"; header: BackupHeader }
  | { kind: "rows"; table: string; lines: string[] }
  | { kind: "table-end"; table: string; rows: number; sha256: string }
  | { kind: "end"; totals: BackupEnd };

/**
 * A backup file read as events, checked as it goes: the header first, every table's rows between
 * its start and end lines with the count and SHA-256 its end line states, the end line last with
 * the totals. Anything else is a BackupRefusedError naming what is wrong; one read to the end is
 * the proof that the whole file is sound.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupEvent> {
  const lines = readBackupLines(file);
  const first = await lines.next();
  yield { kind: "header", header: parseHeader(file, first.done ? undefined : first.value) };
  let table: { name: string; digest: TableDigest; batch: string[]; chars: number } | undefined;
  const totals = { tables: 0, rows: 0 };
  let lineNumber = 1;
  for await (const line of lines) {
    lineNumber += 1;
    if (isRowLine(line)) {
      if (!table) throw damaged(file, lineNumber, "a row outside any table");
      table.digest.add(line);
      table.batch.push(line);
      table.chars += line.length;
      if (table.batch.length >= BATCH_ROWS || table.chars >= BATCH_CHARS) {
        yield { kind: "rows", table: table.name, lines: table.batch };
        table.batch = [];
        table.chars = 0;
      }
      continue;
    }
    const [kind, body] = parseControl(file, lineNumber, line);
    if (kind === "table") {
      if (table) throw damaged(file, lineNumber, `table ${body.name} starts before ${table.name} ends`);
      table = { name: String(body.name), digest: new TableDigest(), batch: [], chars: 0 };
    } else if (kind === "table-end") {
      if (!table || body.name !== table.name)
        throw damaged(file, lineNumber, `an unexpected end of ${body.name}`);
      if (table.batch.length > 0) yield { kind: "rows", table: table.name, lines: table.batch };
      const sha256 = table.digest.hex();
      if (body.rows !== table.digest.rows || body.sha256 !== sha256)
        throw new BackupRefusedError(
          `The backup ${file} is damaged: table ${table.name} should hold ${body.rows} rows with checksum ${body.sha256}, ` +
            `but holds ${table.digest.rows} with checksum ${sha256}.`,
        );
      yield { kind: "table-end", table: table.name, rows: table.digest.rows, sha256 };
      totals.tables += 1;
      totals.rows += table.digest.rows;
      table = undefined;
    } else if (kind === "end") {
      if (table) throw damaged(file, lineNumber, `the end comes inside table ${table.name}`);
      if (body.tables !== totals.tables || body.rows !== totals.rows)
        throw damaged(
          file,
          lineNumber,
          `its end line counts ${body.tables} tables and ${body.rows} rows, it holds ${totals.tables} and ${totals.rows}`,
        );
      for await (const extra of lines)
        if (extra) throw damaged(file, lineNumber + 1, "lines follow its end line");
      yield { kind: "end", totals };
      return;
    } else {
      throw damaged(file, lineNumber, `an unknown line "${kind}"`);
    }
  }
  throw new BackupRefusedError(
    `The backup ${file} is cut short: it ends ${table ? `inside table ${table.name}` : "before its end line"}.`,
  );
}

function parseHeader(file: string, line: string | undefined): BackupHeader {
  let parsed: unknown;
  try {
    parsed = line === undefined ? undefined : JSON.parse(line);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed[0] !== BACKUP_FORMAT || typeof parsed[1] !== "object")
    throw new BackupRefusedError(`${file} is not a Textpal backup: its first line is not a backup header.`);
  const header = parsed[1] as BackupHeader;
  if (header.version !== BACKUP_VERSION)
    throw new BackupRefusedError(
      `The backup ${file} has format version ${header.version}; this build reads version ${BACKUP_VERSION}. Restore it with the build that wrote it.`,
    );
  if (typeof header.schema?.tag !== "string" || typeof header.schema?.when !== "number")
    throw new BackupRefusedError(`The backup ${file} is damaged: its header names no schema version.`);
  return header;
}

// biome-ignore lint/suspicious/noExplicitAny: a control line's body is checked field by field where it is used
function parseControl(file: string, lineNumber: number, line: string): [string, any] {
  try {
    const parsed = JSON.parse(line);
    if (Array.isArray(parsed) && typeof parsed[0] === "string" && parsed[1] && typeof parsed[1] === "object")
      return [parsed[0], parsed[1]];
  } catch {
    // Reported below, like any other line that is neither a row nor a control line.
  }
  throw damaged(file, lineNumber, "a line that is neither a row nor a control line");
}

function damaged(file: string, lineNumber: number, what: string): BackupRefusedError {
  return new BackupRefusedError(`The backup ${file} is damaged: line ${lineNumber} has ${what}.`);
}
