import {
  type AdvertiserAdvertisement,
  type AdvertiserAdvertisementFormValues,
  type AdvertiserAdvertisementInput,
  advertiserAdvertisementInputSchema,
  DEFAULT_TARGET_TIER,
  TARGET_TIERS,
} from "@shared/advertisers";
import { ActiveSwitchField } from "@/components/ui/active-switch-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSaveAdvertiserAdvertisement } from "../api/save-advertiser-advertisement";
import { TARGET_TIER_LABELS } from "./target-tier";

const TIER_OPTIONS = TARGET_TIERS.map((tier) => ({ value: tier, label: TARGET_TIER_LABELS[tier] }));

const valuesOf = (
  advertiserId: number,
  ad: AdvertiserAdvertisement | null,
): AdvertiserAdvertisementFormValues => ({
  advertiser_id: advertiserId,
  title: ad?.title ?? "",
  content: ad?.content ?? "",
  url: ad?.url ?? "",
  target_tier: ad?.target_tier ?? DEFAULT_TARGET_TIER,
  frequency: ad?.frequency ?? "",
  is_active: ad?.is_active ?? true,
});

interface AdvertiserAdvertisementDialogProps {
  advertiserId: number;
  /** The advertisement to edit, or null for "Add Advertisement". */
  advertisement: AdvertiserAdvertisement | null;
  onClose: () => void;
}

export function AdvertiserAdvertisementDialog({
  advertiserId,
  advertisement,
  onClose,
}: AdvertiserAdvertisementDialogProps) {
  const form = useZodForm<AdvertiserAdvertisementFormValues, AdvertiserAdvertisementInput>(
    advertiserAdvertisementInputSchema,
    valuesOf(advertiserId, advertisement),
  );
  const save = useSaveAdvertiserAdvertisement();
  const { errors } = form.formState;

  const text = (name: "title" | "url" | "frequency") => ({
    id: `advertiser-ad-${name}`,
    ...fieldErrorProps(`advertiser-ad-${name}`, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <FormDialog
      form={form}
      onSubmit={(input) => save.mutate({ id: advertisement?.id, input }, { onSuccess: onClose })}
      onClose={onClose}
      title={advertisement ? "Edit Advertisement" : "Add Advertisement"}
      submitLabel={advertisement ? "Update Advertisement" : "Create Advertisement"}
      pending={save.isPending}
    >
      <FormField id="advertiser-ad-title" label="Title" error={errors.title?.message}>
        <Input {...text("title")} />
      </FormField>
      <FormField id="advertiser-ad-content" label="Content" error={errors.content?.message}>
        <Textarea
          id="advertiser-ad-content"
          rows={3}
          {...fieldErrorProps("advertiser-ad-content", errors.content?.message)}
          {...form.register("content")}
        />
      </FormField>
      <FormField id="advertiser-ad-url" label="URL" error={errors.url?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...text("url")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="advertiser-ad-tier" label="Target Tier" error={errors.target_tier?.message}>
          <Select id="advertiser-ad-tier" options={TIER_OPTIONS} {...form.register("target_tier")} />
        </FormField>
        <FormField id="advertiser-ad-frequency" label="Frequency" error={errors.frequency?.message}>
          <Input placeholder="e.g. daily, weekly or 10" {...text("frequency")} />
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-slate-500">
        A number shows the ad every that many replies; other text (daily, weekly) shows it every 20.
      </p>
      <ActiveSwitchField control={form.control} id="advertiser-ad-active" />
    </FormDialog>
  );
}
