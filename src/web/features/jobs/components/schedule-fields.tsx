import { JOB_FREQUENCIES, type JobFrequency } from "@shared/jobs";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { JobFormValues } from "../job-form";
import { visibleScheduleFields, WEEKDAYS } from "../job-schedule";

type Form = UseFormReturn<JobFormValues, unknown, unknown>;

const FREQUENCY_OPTIONS = JOB_FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: `${frequency[0]?.toUpperCase()}${frequency.slice(1)}`,
}));
const WEEKDAY_OPTIONS = [
  { value: "", label: "Any day" },
  ...WEEKDAYS.map((day, index) => ({ value: String(index), label: day })),
];

/** The schedule inputs, shown by type and frequency as spec 001 section 5 describes. */
export function ScheduleFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const [type, frequency] = useWatch({ control: form.control, name: ["type", "frequency"] });
  const visible = visibleScheduleFields(type, frequency);
  const error = (name: keyof JobFormValues) => errors[name]?.message;
  const field = (name: keyof JobFormValues) => ({
    id: `job-${name}`,
    ...fieldErrorProps(`job-${name}`, error(name)),
    ...form.register(name),
  });

  // The hour's "minute of the hour" and the other frequencies' "HH:MM" do not convert into each other.
  const frequencyField = form.register("frequency", {
    onChange: (event: { target: { value: JobFrequency } }) => {
      if ((event.target.value === "hour") !== (frequency === "hour")) form.setValue("specific_time", "");
    },
  });

  return (
    <>
      {visible.frequency && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="job-frequency" label="Frequency" error={error("frequency")}>
            <Select id="job-frequency" options={FREQUENCY_OPTIONS} {...frequencyField} />
          </FormField>
          <FormField id="job-interval_value" label="Interval" error={error("interval_value")}>
            <Input type="number" min={1} step={1} inputMode="numeric" {...field("interval_value")} />
          </FormField>
        </div>
      )}
      {visible.specificTime &&
        (frequency === "hour" ? (
          <FormField id="job-specific_time" label="Minute of the hour (0-59)" error={error("specific_time")}>
            <Input type="number" min={0} max={59} step={1} inputMode="numeric" {...field("specific_time")} />
          </FormField>
        ) : (
          <FormField id="job-specific_time" label="Specific Time" error={error("specific_time")}>
            <Input type="time" step={60} className="w-40" {...field("specific_time")} />
            <p className="text-xs text-slate-500">In the server's timezone (DEFAULT_TIMEZONE).</p>
          </FormField>
        ))}
      {visible.specificDay &&
        (frequency === "week" ? (
          <FormField id="job-specific_day" label="Specific Day" error={error("specific_day")}>
            <Select id="job-specific_day" options={WEEKDAY_OPTIONS} {...form.register("specific_day")} />
          </FormField>
        ) : (
          <FormField id="job-specific_day" label="Specific Day (1-31)" error={error("specific_day")}>
            <Input type="number" min={1} max={31} step={1} inputMode="numeric" {...field("specific_day")} />
          </FormField>
        ))}
      {visible.runAt && (
        <FormField id="job-run_at" label="Run At" error={error("run_at")}>
          <Input type="datetime-local" {...field("run_at")} />
        </FormField>
      )}
    </>
  );
}
