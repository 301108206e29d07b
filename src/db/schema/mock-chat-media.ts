import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";

/** PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: both become a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Files the console's mock chat attaches to a test text, standing in for the media Twilio hosts
 * for a real MMS: the pipeline reads them as it would download those, and the console shows them.
 * Kept for a week (pruned at each upload), long enough to look back at a test conversation.
 */
export const mockChatMedia = pgTable(
  "mock_chat_media",
  {
    /** A ULID: the item's address is mock-media:{id}. */
    id: text("id").primaryKey(),
    content_type: text("content_type").notNull(),
    byte_size: integer("byte_size").notNull(),
    bytes: bytes("bytes").notNull(),
    created_at: createdAt(),
  },
  (table) => [index("mock_chat_media_created_at_idx").on(table.created_at)],
);
