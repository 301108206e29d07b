import type { SettingKey } from "@shared/settings";
import { WHATSAPP_AI_PROVIDERS_CLAUSE, WHATSAPP_TERMS_URL } from "@shared/whatsapp-terms";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { MessageSetting, type SettingsForm, TextSetting, ToggleSetting } from "./setting-fields";

/** The WhatsApp settings, in the order a save sends them: the switch goes live after its texts. */
export const WHATSAPP_KEYS: readonly SettingKey[] = [
  "WHATSAPP_DISABLED_MESSAGE",
  "WHATSAPP_TEMPLATE_SID",
  "WHATSAPP_ENABLED",
];

/**
 * The WhatsApp channel switch with what Meta's terms say, since an operator who turns it on takes
 * that risk; under it, the message people get while it is off, or the template used while it is on.
 */
export function WhatsAppSetting({
  enabled,
  control,
  register,
  errors,
  onToggle,
}: {
  enabled: boolean;
  control: Control<SettingsForm>;
  register: UseFormRegister<SettingsForm>;
  errors: FieldErrors<SettingsForm>;
  onToggle: (on: boolean) => void;
}) {
  return (
    <ToggleSetting
      name="WHATSAPP_ENABLED"
      description="Answer texts people send to your numbers on WhatsApp. When off, their texts are kept, unanswered, and they are asked once a day to text you by SMS instead."
      control={control}
      onToggle={onToggle}
    >
      <p className="text-sm text-slate-600">
        {WHATSAPP_AI_PROVIDERS_CLAUSE}{" "}
        <a
          href={WHATSAPP_TERMS_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-slate-900 underline underline-offset-2"
        >
          Read Meta's WhatsApp Business Solution terms
        </a>{" "}
        before turning it on.
      </p>
      {enabled ? (
        <TextSetting
          name="WHATSAPP_TEMPLATE_SID"
          hint="Optional. The Content SID (HX…) of a template WhatsApp approved, whose variable {{1}} takes the text. Reminders and announcements to someone who has not written in 24 hours go out as it; left empty, they wait until the person writes again."
          register={register}
          errors={errors}
        />
      ) : (
        <MessageSetting
          name="WHATSAPP_DISABLED_MESSAGE"
          hint="Sent at most once a day to someone who writes on WhatsApp. {number} becomes the number they wrote to, which they can text by SMS."
          register={register}
          errors={errors}
        />
      )}
    </ToggleSetting>
  );
}
