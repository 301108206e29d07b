import {
  type Advertiser,
  type AdvertiserFormValues,
  type AdvertiserInput,
  advertiserInputSchema,
} from "@shared/advertisers";
import { ActiveSwitchField } from "@/components/ui/active-switch-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSaveAdvertiser } from "../api/save-advertiser";

const valuesOf = (advertiser: Advertiser | null): AdvertiserFormValues => ({
  name: advertiser?.name ?? "",
  contact_info: advertiser?.contact_info ?? "",
  website: advertiser?.website ?? "",
  notes: advertiser?.notes ?? "",
  is_active: advertiser?.is_active ?? true,
});

interface AdvertiserDialogProps {
  /** The advertiser to edit, or null for "Add Advertiser". */
  advertiser: Advertiser | null;
  onClose: () => void;
}

/** Add or edit an advertiser; mounted only while open, so every opening starts from the row. */
export function AdvertiserDialog({ advertiser, onClose }: AdvertiserDialogProps) {
  const form = useZodForm<AdvertiserFormValues, AdvertiserInput>(advertiserInputSchema, valuesOf(advertiser));
  const save = useSaveAdvertiser();
  const { errors } = form.formState;

  const text = (name: "name" | "contact_info" | "website") => ({
    id: `advertiser-${name}`,
    ...fieldErrorProps(`advertiser-${name}`, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <FormDialog
      form={form}
      onSubmit={(input) => save.mutate({ id: advertiser?.id, input }, { onSuccess: onClose })}
      onClose={onClose}
      title={advertiser ? "Edit Advertiser" : "Add Advertiser"}
      submitLabel={advertiser ? "Update Advertiser" : "Create Advertiser"}
      pending={save.isPending}
    >
      <FormField id="advertiser-name" label="Name" error={errors.name?.message}>
        <Input {...text("name")} />
      </FormField>
      <FormField id="advertiser-contact_info" label="Contact Info" error={errors.contact_info?.message}>
        <Input placeholder="Email or phone" {...text("contact_info")} />
      </FormField>
      <FormField id="advertiser-website" label="Website" error={errors.website?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...text("website")} />
      </FormField>
      <FormField id="advertiser-notes" label="Notes" error={errors.notes?.message}>
        <Textarea id="advertiser-notes" rows={3} {...form.register("notes")} />
      </FormField>
      <ActiveSwitchField
        control={form.control}
        id="advertiser-active"
        description="Inactive advertisers' advertisements are not shown."
      />
    </FormDialog>
  );
}
