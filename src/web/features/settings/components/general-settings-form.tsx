import type { SettingKey } from "@shared/settings";
import { type SettingsTabProps, useSettingsForm } from "../use-settings-form";
import { MessageSetting, TextSetting, ToggleSetting } from "./setting-fields";
import { SettingsActions } from "./settings-actions";
import { WHATSAPP_KEYS, WhatsAppSetting } from "./whatsapp-setting";

// Also the order a save sends them in: each message goes before its switch, so if the save stops
// part-way a switch never goes live with the old text in place of the new.
const GENERAL_KEYS: readonly SettingKey[] = [
  "FREE_MESSAGE_LIMIT",
  "REFERRAL_BONUS_MESSAGES",
  "ONLINE_MODE",
  "IMAGE_ANALYSIS",
  "GROUP_CHAT_DISABLED_MESSAGE",
  "GROUP_CHATS",
  "INVITE_ONLY_MESSAGE",
  "INVITE_ONLY_MODE",
  "MAINTENANCE_MODE_MESSAGE",
  "MAINTENANCE_MODE",
  ...WHATSAPP_KEYS,
];

/** Limits and the switches that change how the assistant answers (spec 000 sections 2 and 5). */
export function GeneralSettingsForm({ saved, onDirtyChange }: SettingsTabProps) {
  const { form, onSubmit, discard, saving } = useSettingsForm(GENERAL_KEYS, saved, onDirtyChange);
  const { register, control, watch, resetField, formState } = form;
  const { errors } = formState;

  // A message the switch hides goes back to its saved text, so a half-edited hidden field can
  // neither block saving nor be saved unseen.
  const restoreWhenHidden = (message: SettingKey, hidden: boolean) => {
    if (hidden) resetField(message);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextSetting
          name="FREE_MESSAGE_LIMIT"
          type="number"
          min={1}
          hint="Messages a free user can send before being asked to pay."
          register={register}
          errors={errors}
        />
        <TextSetting
          name="REFERRAL_BONUS_MESSAGES"
          type="number"
          min={0}
          hint="Extra free messages a user earns for each person who joins with their code."
          register={register}
          errors={errors}
        />
      </div>
      <ToggleSetting
        name="ONLINE_MODE"
        description="Let the assistant search the web for up-to-date answers."
        control={control}
      />
      <ToggleSetting
        name="IMAGE_ANALYSIS"
        description="Let the assistant look at photos users send."
        control={control}
      />
      <ToggleSetting
        name="GROUP_CHATS"
        description="Answer texts in conversations with more than one person."
        control={control}
        onToggle={(on) => restoreWhenHidden("GROUP_CHAT_DISABLED_MESSAGE", on)}
      >
        {watch("GROUP_CHATS") !== "true" && (
          <MessageSetting name="GROUP_CHAT_DISABLED_MESSAGE" register={register} errors={errors} />
        )}
      </ToggleSetting>
      <ToggleSetting
        name="INVITE_ONLY_MODE"
        description="New users need a valid referral code to get started."
        control={control}
        onToggle={(on) => restoreWhenHidden("INVITE_ONLY_MESSAGE", !on)}
      >
        {watch("INVITE_ONLY_MODE") === "true" && (
          <MessageSetting name="INVITE_ONLY_MESSAGE" register={register} errors={errors} />
        )}
      </ToggleSetting>
      <ToggleSetting
        name="MAINTENANCE_MODE"
        description="Reply to every text with the maintenance message instead of answering."
        control={control}
        onToggle={(on) => restoreWhenHidden("MAINTENANCE_MODE_MESSAGE", !on)}
      >
        {watch("MAINTENANCE_MODE") === "true" && (
          <MessageSetting name="MAINTENANCE_MODE_MESSAGE" register={register} errors={errors} />
        )}
      </ToggleSetting>
      <WhatsAppSetting
        enabled={watch("WHATSAPP_ENABLED") === "true"}
        control={control}
        register={register}
        errors={errors}
        onToggle={(on) => {
          restoreWhenHidden("WHATSAPP_DISABLED_MESSAGE", on);
          restoreWhenHidden("WHATSAPP_TEMPLATE_SID", !on);
        }}
      />
      <SettingsActions saving={saving} dirty={formState.isDirty} onDiscard={discard} />
    </form>
  );
}
