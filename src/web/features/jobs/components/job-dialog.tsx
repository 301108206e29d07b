import { zodResolver } from "@hookform/resolvers/zod";
import type { Job, JobInput } from "@shared/jobs";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
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
  const form = useForm<JobFormValues, unknown, JobInput>({
    // The schema checks the body the form would send, so its output is that body.
    resolver: zodResolver(jobFormSchema),
    defaultValues: jobFormValuesOf(job),
  });
  const save = useSaveJob();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => save.mutate({ id: job?.id, input }, { onSuccess: onClose }));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{job ? "Edit Job" : "Add New Job"}</DialogTitle>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
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
          <Controller
            control={form.control}
            name="is_active"
            render={({ field: { value, onChange } }) => (
              <SwitchField id="job-active" label="Active" checked={value} onCheckedChange={onChange} />
            )}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : job ? "Update Job" : "Create Job"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
