import type { ThreadRow } from "../../db/repositories/threads.js";
import type { CsvColumn } from "../csv/csv-export.js";

/** The Threads export: participants as E.164 numbers separated by spaces, dates in UTC. */
export const THREAD_CSV_COLUMNS: readonly CsvColumn<ThreadRow>[] = [
  { header: "ID", value: (thread) => thread.id },
  { header: "Participants", value: (thread) => thread.participants.join(" ") },
  { header: "System number", value: (thread) => thread.system_number },
  { header: "Group chat", value: (thread) => thread.is_group_chat },
  { header: "Title", value: (thread) => thread.title },
  { header: "Messages", value: (thread) => thread.message_count },
  { header: "Last message", value: (thread) => thread.last_message },
  { header: "Last message at (UTC)", value: (thread) => thread.last_message_at },
  { header: "Created (UTC)", value: (thread) => thread.created_at },
  { header: "Updated (UTC)", value: (thread) => thread.updated_at },
];
