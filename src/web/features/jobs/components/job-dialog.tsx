import { zodResolver } from "@hookform/resolvers/zod";
import type { Job, JobInput } from "@shared/jobs";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
import { useJobTasks } from "../api/get-job-tasks";
import { useSaveJob } from "../api/save-job";
import { type JobFormValues, jobFormSchema, jobFormValuesOf } from "../job-form";
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
  const tasks = useJobTasks();
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: "name" });
  const task = tasks.data?.find((candidate) => candidate.name === name.trim());

  const onSubmit = form.handleSubmit((input) => save.mutate({ id: job?.id, input }, { onSuccess: onClose }));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{job ? "Edit Job" : "Add New Job"}</DialogTitle>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <FormField id="job-name" label="Name" error={errors.name?.message}>
            <Input
              id="job-name"
              list="job-task-names"
              autoComplete="off"
              placeholder="e.g. purge-old-queue"
              {...fieldErrorProps("job-name", errors.name?.message)}
              {...form.register("name")}
            />
            <datalist id="job-task-names">
              {tasks.data?.map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.description}
                </option>
              ))}
            </datalist>
            <p className="text-xs text-slate-500">
              {task
                ? task.description
                : `The name picks the task to run${tasks.data?.length ? `: ${tasks.data.map((t) => t.name).join(", ")}` : ""}.`}
            </p>
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
