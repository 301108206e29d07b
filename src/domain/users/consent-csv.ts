import type { ConsentEventRow } from "../../db/repositories/consent-events.js";
import type { CsvColumn } from "../csv/csv-export.js";

/**
 * The consent log export, for a carrier's audit: every entry with the codes the database keeps
 * (action opt_in or opt_out; source first_text, keyword, free_text, carrier or operator), phones in
 * E.164, times in UTC.
 */
export const CONSENT_CSV_COLUMNS: readonly CsvColumn<ConsentEventRow>[] = [
  { header: "ID", value: (event) => event.id },
  { header: "Phone number", value: (event) => event.phone_number },
  { header: "User ID", value: (event) => event.user_id },
  { header: "Action", value: (event) => event.action },
  { header: "Source", value: (event) => event.source },
  { header: "Message", value: (event) => event.message },
  { header: "Time (UTC)", value: (event) => event.created_at },
];
