import { COHORTS, type CohortStats } from "@shared/announcements";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { AnnouncementFormOutput, AnnouncementFormValues } from "../announcement-form";
import { usersText } from "./cohorts";

type Form = UseFormReturn<AnnouncementFormValues, unknown, AnnouncementFormOutput>;

/** Name, content, media and the target cohort with its reach. */
export function AnnouncementFields({ form, stats }: { form: Form; stats: CohortStats | undefined }) {
  const { errors } = form.formState;
  const cohort = useWatch({ control: form.control, name: "cohort" });
  const reach = usersText(stats, cohort);
  const options = COHORTS.map(({ key, label }) => {
    const users = usersText(stats, key);
    return { value: key, label: users ? `${label} (${users})` : label };
  });

  return (
    <>
      <FormField id="announcement-name" label="Name" error={errors.name?.message}>
        <Input
          id="announcement-name"
          {...fieldErrorProps("announcement-name", errors.name?.message)}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="announcement-message" label="Announcement Content" error={errors.message?.message}>
        <Textarea
          id="announcement-message"
          rows={4}
          {...fieldErrorProps("announcement-message", errors.message?.message)}
          {...form.register("message")}
        />
      </FormField>
      <FormField id="announcement-media" label="Media URL (optional)" error={errors.media_url?.message}>
        <Input
          id="announcement-media"
          type="url"
          inputMode="url"
          placeholder="https://example.com/image.jpg"
          {...fieldErrorProps("announcement-media", errors.media_url?.message)}
          {...form.register("media_url")}
        />
      </FormField>
      <FormField id="announcement-cohort" label="Target Cohort" error={errors.cohort?.message}>
        <Select id="announcement-cohort" options={options} {...form.register("cohort")} />
        {reach && <p className="text-sm text-slate-500">Will reach {reach}</p>}
      </FormField>
    </>
  );
}
