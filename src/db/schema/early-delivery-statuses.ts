import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { Channel } from "../../shared/channels.js";
import { instant } from "./columns.js";

/**
 * Status callbacks that arrived before the send they report was recorded: the provider can call
 * back within milliseconds of accepting a text, while our record of its id is still on its way.
 * They wait here until a sweep finds the message (see applyEarlyStatuses).
 */
export const earlyDeliveryStatuses = pgTable(
  "early_delivery_statuses",
  {
    provider: text("provider").notNull(),
    provider_message_id: text("provider_message_id").notNull(),
    status: text("status").notNull(),
    error_code: text("error_code"),
    /** The channel the report says the text went on (an RCS text Twilio delivered by SMS), if it says. */
    channel: text("channel").$type<Channel>(),
    received_at: instant("received_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.provider_message_id] })],
);
