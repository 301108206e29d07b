import {
  type Advertisement,
  type AdvertisementFormValues,
  advertisementInputSchema,
  DEFAULT_AD_FREQUENCY,
} from "@shared/advertisements";
import { EditorCard, type EditorFormProps } from "@/components/admin/editor-card";
import { ActiveSwitchField } from "@/components/ui/active-switch-field";
import { COUNT_INPUT, FormInput } from "@/components/ui/form-input";
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
      {(form) => (
        <>
          <FormInput form={form} name="title" label="Title" />
          <FormInput form={form} name="merchant" label="Merchant" />
          <div className="sm:col-span-2">
            <FormInput form={form} name="content" label="Content" rows={3} />
          </div>
          <FormInput form={form} name="url" label="URL" type="url" inputMode="url" placeholder="https://" />
          <FormInput
            form={form}
            name="frequency"
            label="Frequency (show every X messages)"
            {...COUNT_INPUT}
          />
          <ActiveSwitchField control={form.control} id="ad-active" />
        </>
      )}
    </EditorCard>
  );
}
