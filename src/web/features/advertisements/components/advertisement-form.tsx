import {
  type Advertisement,
  type AdvertisementFormValues,
  type AdvertisementInput,
  advertisementInputSchema,
  DEFAULT_AD_FREQUENCY,
} from "@shared/advertisements";
import { ActiveSwitchField } from "@/components/ui/active-switch-field";
import { FormCard } from "@/components/ui/form-card";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSaveAdvertisement } from "../api/save-advertisement";

const EMPTY: AdvertisementFormValues = {
  title: "",
  merchant: "",
  content: "",
  url: "",
  frequency: String(DEFAULT_AD_FREQUENCY),
  is_active: true,
};

const valuesOf = (ad: Advertisement): AdvertisementFormValues => ({
  title: ad.title,
  merchant: ad.merchant,
  content: ad.content,
  url: ad.url,
  frequency: String(ad.frequency),
  is_active: ad.is_active,
});

interface AdvertisementFormProps {
  /** The advertisement being edited, or null to create one. */
  editing: Advertisement | null;
  /** Leaves edit mode: after a save, or on Cancel. */
  onDone: () => void;
}

/**
 * Create/edit form above the table (spec 001 section 2.1): after a save it resets and the list
 * reloads. Mount it with `key` set to the edited id, so Edit starts a form filled with that row.
 */
export function AdvertisementForm({ editing, onDone }: AdvertisementFormProps) {
  const form = useZodForm<AdvertisementFormValues, AdvertisementInput>(
    advertisementInputSchema,
    editing ? valuesOf(editing) : EMPTY,
  );
  const save = useSaveAdvertisement();
  const { errors } = form.formState;

  const onSubmit = (input: AdvertisementInput) =>
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          onDone();
        },
      },
    );

  const field = (name: "title" | "merchant" | "url" | "frequency") => ({
    id: `ad-${name}`,
    ...fieldErrorProps(`ad-${name}`, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={editing ? "Edit Advertisement" : "Create Advertisement"}
      formClassName="grid gap-4 sm:grid-cols-2"
      actionsClassName="sm:col-span-2"
      submitLabel={editing ? "Update Advertisement" : "Create Advertisement"}
      pending={save.isPending}
      onCancel={editing ? onDone : undefined}
    >
      <FormField id="ad-title" label="Title" error={errors.title?.message}>
        <Input {...field("title")} />
      </FormField>
      <FormField id="ad-merchant" label="Merchant" error={errors.merchant?.message}>
        <Input {...field("merchant")} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="ad-content" label="Content" error={errors.content?.message}>
          <Textarea
            id="ad-content"
            rows={3}
            {...fieldErrorProps("ad-content", errors.content?.message)}
            {...form.register("content")}
          />
        </FormField>
      </div>
      <FormField id="ad-url" label="URL" error={errors.url?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...field("url")} />
      </FormField>
      <FormField
        id="ad-frequency"
        label="Frequency (show every X messages)"
        error={errors.frequency?.message}
      >
        <Input type="number" min={1} step={1} inputMode="numeric" {...field("frequency")} />
      </FormField>
      <ActiveSwitchField control={form.control} id="ad-active" />
    </FormCard>
  );
}
