import { Readable } from "node:stream";
import { type CsvValue, csvLine } from "./csv-format.js";

/** One column of an export: its header as an operator reads it, and the cell of each row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** Up to `limit` rows with ids below `beforeId` (from the top when null), highest id first. */
export type ReadBatchBefore<Row> = (beforeId: number | null, limit: number) => Promise<Row[]>;

export const CSV_BATCH_SIZE = 1_000;

/** Excel reads a file without it as the local code page and garbles every non-ASCII profile. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A CSV file of every row `readBatch` finds, read batch by batch as the client takes it: the
 * stream pulls the next batch only when the reply has room, so at most one batch is in memory.
 * Batches are keyed by id, which no update moves, so a row edited during the export is neither
 * skipped nor written twice. The first batch is read before the stream is returned, so a query that
 * fails fails the request with a proper error instead of cutting off a file already under way.
 */
export async function csvExport<Row extends { id: number }>(
  columns: readonly CsvColumn<Row>[],
  readBatch: ReadBatchBefore<Row>,
  batchSize = CSV_BATCH_SIZE,
): Promise<Readable> {
  const first = await readBatch(null, batchSize);
  async function* chunks() {
    yield BYTE_ORDER_MARK + csvLine(columns.map((column) => column.header));
    let batch = first;
    for (;;) {
      if (batch.length > 0)
        yield batch.map((row) => csvLine(columns.map((column) => column.value(row)))).join("");
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
      batch = await readBatch(last.id, batchSize);
    }
  }
  // One chunk (a batch) buffered ahead of the socket at most.
  return Readable.from(chunks(), { objectMode: true, highWaterMark: 1 });
}
