import type { JobRow } from "../../db/repositories/jobs.js";
import type { Job, JobFrequency, JobType } from "../../shared/jobs.js";

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as JobType,
    frequency: row.frequency as JobFrequency,
    interval_value: row.interval_value,
    run_at: row.run_at?.toISOString() ?? null,
    specific_time: row.specific_time,
    specific_day: row.specific_day,
    is_active: row.is_active,
    last_run: row.last_run?.toISOString() ?? null,
    next_run: row.next_run?.toISOString() ?? null,
    run_count: row.run_count,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
