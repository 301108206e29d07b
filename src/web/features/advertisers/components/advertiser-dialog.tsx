import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Advertiser,
  type AdvertiserFormValues,
  type AdvertiserInput,
  advertiserInputSchema,
} from "@shared/advertisers";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
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
  const form = useForm<AdvertiserFormValues, unknown, AdvertiserInput>({
    resolver: zodResolver(advertiserInputSchema),
    defaultValues: valuesOf(advertiser),
  });
  const save = useSaveAdvertiser();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate({ id: advertiser?.id, input }, { onSuccess: onClose }),
  );
  const text = (name: "name" | "contact_info" | "website") => ({
    id: `advertiser-${name}`,
    ...fieldErrorProps(`advertiser-${name}`, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{advertiser ? "Edit Advertiser" : "Add Advertiser"}</DialogTitle>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
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
          <Controller
            control={form.control}
            name="is_active"
            render={({ field: { value, onChange } }) => (
              <SwitchField
                id="advertiser-active"
                label="Active"
                description="Inactive advertisers' advertisements are not shown."
                checked={value ?? true}
                onCheckedChange={onChange}
              />
            )}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : advertiser ? "Update Advertiser" : "Create Advertiser"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
