import type { SettingKey } from "@shared/settings";
import type { SettingsValues } from "../api/get-settings";
import { useSettingsForm } from "../use-settings-form";
import { SaveButton } from "./save-button";
import { MessageSetting, TextSetting, ToggleSetting } from "./setting-fields";

const GENERAL_KEYS: readonly SettingKey[] = [
  "FREE_MESSAGE_LIMIT",
  "REFERRAL_BONUS_MESSAGES",
  "ONLINE_MODE",
  "IMAGE_ANALYSIS",
  "GROUP_CHATS",
  "GROUP_CHAT_DISABLED_MESSAGE",
  "INVITE_ONLY_MODE",
  "INVITE_ONLY_MESSAGE",
  "MAINTENANCE_MODE",
  "MAINTENANCE_MODE_MESSAGE",
];

/** Limits and the switches that change how the assistant answers (spec 000 sections 2 and 5). */
export function GeneralSettingsForm({ saved }: { saved: SettingsValues }) {
  const { form, onSubmit, saving } = useSettingsForm(GENERAL_KEYS, saved);
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
          label="Free Message Limit"
          type="number"
          min={1}
          hint="Messages a free user can send before being asked to pay."
          register={register}
          errors={errors}
        />
        <TextSetting
          name="REFERRAL_BONUS_MESSAGES"
          label="Referral bonus messages"
          type="number"
          min={0}
          hint="Extra free messages a user earns for each person who joins with their code."
          register={register}
          errors={errors}
        />
      </div>
      <ToggleSetting
        name="ONLINE_MODE"
        label="Online Mode"
        description="Let the assistant search the web for up-to-date answers."
        control={control}
      />
      <ToggleSetting
        name="IMAGE_ANALYSIS"
        label="Image Analysis"
        description="Let the assistant look at photos users send."
        control={control}
      />
      <ToggleSetting
        name="GROUP_CHATS"
        label="Group Chats"
        description="Answer texts in conversations with more than one person."
        control={control}
        onToggle={(on) => restoreWhenHidden("GROUP_CHAT_DISABLED_MESSAGE", on)}
      >
        {watch("GROUP_CHATS") !== "true" && (
          <MessageSetting
            name="GROUP_CHAT_DISABLED_MESSAGE"
            label="Group Chat Disabled Message"
            register={register}
            errors={errors}
          />
        )}
      </ToggleSetting>
      <ToggleSetting
        name="INVITE_ONLY_MODE"
        label="Invite-Only Mode"
        description="New users need a valid referral code to get started."
        control={control}
        onToggle={(on) => restoreWhenHidden("INVITE_ONLY_MESSAGE", !on)}
      >
        {watch("INVITE_ONLY_MODE") === "true" && (
          <MessageSetting
            name="INVITE_ONLY_MESSAGE"
            label="Invite-Only Message"
            register={register}
            errors={errors}
          />
        )}
      </ToggleSetting>
      <ToggleSetting
        name="MAINTENANCE_MODE"
        label="Maintenance Mode"
        description="Reply to every text with the maintenance message instead of answering."
        control={control}
        onToggle={(on) => restoreWhenHidden("MAINTENANCE_MODE_MESSAGE", !on)}
      >
        {watch("MAINTENANCE_MODE") === "true" && (
          <MessageSetting
            name="MAINTENANCE_MODE_MESSAGE"
            label="Maintenance Mode Message"
            register={register}
            errors={errors}
          />
        )}
      </ToggleSetting>
      <SaveButton saving={saving} dirty={formState.isDirty} />
    </form>
  );
}
