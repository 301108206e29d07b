import { z } from "zod";

/**
 * Instants the product schedules (an announcement's delivery, a one-time job's run). PostgreSQL
 * has no year 0, and an instant in year 10000 is written in a form it cannot read (+010000-...),
 * so either would fail the statement; a year's margin below 9999 leaves room for the scheduler to
 * move an announcement into each recipient's time zone.
 */
const EARLIEST = Date.parse("1970-01-01T00:00:00Z");
const LATEST = Date.parse("9999-01-01T00:00:00Z");

export const INSTANT_RANGE_MESSAGE = "Must be between 1970-01-01 and 9998-12-31";

/** An ISO 8601 instant with its offset, inside the range above. */
export const instantSchema = (invalidMessage: string) =>
  z.iso.datetime({ offset: true, message: invalidMessage }).refine((value) => {
    const at = Date.parse(value);
    return at >= EARLIEST && at < LATEST;
  }, INSTANT_RANGE_MESSAGE);
