import {
  type Advertisement,
  type AdvertisementFormValues,
  advertisementInputSchema,
  DEFAULT_AD_FREQUENCY,
} from "@shared/advertisements";
import { EditorCard, type EditorFormProps } from "@/components/admin/editor-card";
import { ActiveSwitchField } from "@/components/ui/active-switch-field";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
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

/** Create/edit form above the table (spec 001 section 2.1). */
export function AdvertisementForm({ editing, onDone }: EditorFormProps<Advertisement>) {
  const save = useSaveAdvertisement();
  return (
    <EditorCard
      noun="Advertisement"
      schema={advertisementInputSchema}
      empty={EMPTY}
      editing={editing && { id: editing.id, values: valuesOf(editing) }}
      save={save}
      onDone={onDone}
      actionsClassName="sm:col-span-2"
    >
      {({ register, control, formState: { errors } }) => {
        const field = (name: "title" | "merchant" | "url" | "frequency") => ({
          id: `ad-${name}`,
          ...fieldErrorProps(`ad-${name}`, errors[name]?.message),
          ...register(name),
        });
        return (
          <>
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
                  {...register("content")}
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
            <ActiveSwitchField control={control} id="ad-active" />
          </>
        );
      }}
    </EditorCard>
  );
}
