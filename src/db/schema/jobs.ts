import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.js";

export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Selects the built-in task to run. */
    name: text("name").notNull(),
    description: text("description"),
    type: text("type").notNull().default("recurring"),
    frequency: text("frequency").notNull().default("day"),
    interval_value: integer("interval_value").notNull().default(1),
    run_at: instant("run_at"),
    /** "HH:MM" for day, week and month; the minute of the hour for hour. */
    specific_time: text("specific_time"),
    specific_day: integer("specific_day"),
    is_active: boolean("is_active").notNull().default(true),
    last_run: instant("last_run"),
    next_run: instant("next_run"),
    run_count: integer("run_count").notNull().default(0),
    last_error: text("last_error"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("jobs_name_key").on(table.name),
    index("jobs_due_idx").on(table.next_run),
    check("jobs_type_check", sql`${table.type} in ('recurring', 'one-time')`),
    check("jobs_frequency_check", sql`${table.frequency} in ('minute', 'hour', 'day', 'week', 'month')`),
    check("jobs_interval_check", sql`${table.interval_value} >= 1`),
    check(
      "jobs_specific_day_check",
      sql`${table.specific_day} is null or ${table.specific_day} between 0 and 31`,
    ),
  ],
);
