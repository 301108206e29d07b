import { findJobTask, JOB_TASKS } from "@shared/job-tasks";
import { Select, type SelectProps } from "@/components/ui/select";

type JobTaskSelectProps = Omit<SelectProps, "options" | "children" | "value"> & { value: string };

/**
 * The job's name as a choice among the built-in tasks, since a name that is none of them runs
 * nothing. A stored name that no task has is still shown, marked, so editing such a job does not
 * silently show another task.
 */
export function JobTaskSelect({ value, ...props }: JobTaskSelectProps) {
  const unknown = value !== "" && !findJobTask(value);
  return (
    <Select value={value} {...props}>
      <option value="" disabled>
        Choose a task
      </option>
      {unknown && <option value={value}>{value} (unknown task)</option>}
      {JOB_TASKS.map((task) => (
        <option key={task.name} value={task.name} title={task.description}>
          {task.name}
        </option>
      ))}
    </Select>
  );
}

/** What the chosen name will run, shown under the select. */
export function jobTaskHint(name: string): string {
  if (name === "") return "The name picks the built-in task the job runs.";
  return (
    findJobTask(name)?.description ??
    "No built-in task has this name, so the job runs nothing. Choose one of the tasks."
  );
}
