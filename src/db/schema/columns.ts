import { timestamp } from "drizzle-orm/pg-core";

/** Timestamps are timezone-aware instants everywhere; the API serialises them as ISO strings. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => instant("created_at").notNull().defaultNow();
export const updatedAt = () =>
  instant("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
