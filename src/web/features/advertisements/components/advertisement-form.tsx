import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Advertisement,
  type AdvertisementFormValues,
  type AdvertisementInput,
  advertisementInputSchema,
  DEFAULT_AD_FREQUENCY,
} from "@shared/advertisements";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SwitchField } from "@/components/ui/switch-field";
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
  const form = useForm<AdvertisementFormValues, unknown, AdvertisementInput>({
    resolver: zodResolver(advertisementInputSchema),
    defaultValues: editing ? valuesOf(editing) : EMPTY,
  });
  const save = useSaveAdvertisement();
  const { errors } = form.formState;
  const { reset } = form;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: () => {
          reset(EMPTY);
          onDone();
        },
      },
    ),
  );

  const field = (name: "title" | "merchant" | "url" | "frequency") => ({
    id: `ad-${name}`,
    ...fieldErrorProps(`ad-${name}`, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? "Edit Advertisement" : "Create Advertisement"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
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
          <Controller
            control={form.control}
            name="is_active"
            render={({ field: { value, onChange } }) => (
              <SwitchField id="ad-active" label="Active" checked={value ?? true} onCheckedChange={onChange} />
            )}
          />
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button variant="outline" onClick={onDone} disabled={save.isPending}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : editing ? "Update Advertisement" : "Create Advertisement"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
