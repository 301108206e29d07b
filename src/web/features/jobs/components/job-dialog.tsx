import type { Job, JobInput } from "@shared/jobs";
import { Controller } from "react-hook-form";
import { ActiveSwitchField } from "@/components/ui/active-switch-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSaveJob } from "../api/save-job";
import { type JobFormValues, jobFormSchema, jobFormValuesOf } from "../job-form";
import { JobTaskSelect, jobTaskHint } from "./job-task-select";
import { ScheduleFields } from "./schedule-fields";

const TYPE_OPTIONS = [
  { value: "recurring", label: "Recurring" },
  { value: "one-time", label: "One-time" },
];

interface JobDialogProps {
  /** The job to edit, or null for "Add New Job". */
  job: Job | null;
  onClose: () => void;
}

export function JobDialog({ job, onClose }: JobDialogProps) {
  // The schema checks the body the form would send, so its output is that body.
  const form = useZodForm<JobFormValues, JobInput>(jobFormSchema, jobFormValuesOf(job));
  const save = useSaveJob();
  const { errors } = form.formState;

  return (
    <FormDialog
      form={form}
      onSubmit={(input) => save.mutate({ id: job?.id, input }, { onSuccess: onClose })}
      onClose={onClose}
      title={job ? "Edit Job" : "Add New Job"}
      submitLabel={job ? "Update Job" : "Create Job"}
      pending={save.isPending}
    >
      <FormField id="job-name" label="Name" error={errors.name?.message}>
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <>
              <JobTaskSelect
                id="job-name"
                {...fieldErrorProps("job-name", errors.name?.message)}
                {...field}
              />
              <p className="text-xs text-slate-500">{jobTaskHint(field.value)}</p>
            </>
          )}
        />
      </FormField>
      <FormField id="job-description" label="Description" error={errors.description?.message}>
        <Textarea id="job-description" rows={2} {...form.register("description")} />
      </FormField>
      <FormField id="job-type" label="Type" error={errors.type?.message}>
        <Select id="job-type" options={TYPE_OPTIONS} {...form.register("type")} />
      </FormField>
      <ScheduleFields form={form} />
      <ActiveSwitchField control={form.control} id="job-active" />
    </FormDialog>
  );
}
