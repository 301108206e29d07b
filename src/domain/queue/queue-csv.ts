import type { QueuedMessageRow } from "../../db/repositories/queued-messages.js";
import type { CsvColumn } from "../csv/csv-export.js";

/** The Message Queue export: the screen's columns and the rest of each message, dates in UTC. */
export const QUEUE_CSV_COLUMNS: readonly CsvColumn<QueuedMessageRow>[] = [
  { header: "ID", value: (message) => message.id },
  { header: "Recipient", value: (message) => message.recipient },
  { header: "Type", value: (message) => message.type },
  { header: "Status", value: (message) => (message.processed ? "processed" : "pending") },
  { header: "Content", value: (message) => message.content },
  { header: "Media URL", value: (message) => message.media_url },
  { header: "Scheduled for (UTC)", value: (message) => message.scheduled_for },
  { header: "Processed at (UTC)", value: (message) => message.processed_at },
  { header: "Skip reason", value: (message) => message.skip_reason },
  { header: "Created (UTC)", value: (message) => message.created_at },
];
