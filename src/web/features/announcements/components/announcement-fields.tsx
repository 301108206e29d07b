import { COHORTS, type CohortStats } from "@shared/announcements";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { FormInput } from "@/components/ui/form-input";
import { Select } from "@/components/ui/select";
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
      <FormInput form={form} name="name" label="Name" />
      <FormInput form={form} name="message" label="Announcement Content" rows={4} />
      <FormInput
        form={form}
        name="media_url"
        label="Media URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://example.com/image.jpg"
      />
      <FormField id="announcement-cohort" label="Target Cohort" error={errors.cohort?.message}>
        <Select id="announcement-cohort" options={options} {...form.register("cohort")} />
        {reach && <p className="text-sm text-slate-500">Will reach {reach}</p>}
      </FormField>
    </>
  );
}
