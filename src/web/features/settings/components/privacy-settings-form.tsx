import type { SettingKey } from "@shared/settings";
import { type SettingsTabProps, useSettingsForm } from "../use-settings-form";
import { SettingsSection, TextSetting } from "./setting-fields";
import { SettingsActions } from "./settings-actions";

const PRIVACY_KEYS: readonly SettingKey[] = ["MESSAGE_RETENTION_DAYS", "MEDIA_RETENTION_DAYS"];

/** How long people's texts and files are kept before the nightly pass deletes them. */
export function PrivacySettingsForm({ saved, onDirtyChange }: SettingsTabProps) {
  const { form, onSubmit, discard, saving } = useSettingsForm(PRIVACY_KEYS, saved, onDirtyChange);
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <SettingsSection
        title="Retention"
        description="Every night at 04:00 in the service's time zone (DEFAULT_TIMEZONE) what is older than these periods is deleted for good, in small batches. The dashboard's message counts and costs stay as they were. Leave a period empty to keep everything until the person erases it."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextSetting
            name="MESSAGE_RETENTION_DAYS"
            type="number"
            min={1}
            hint="Deletes texts both ways, sent reminders and announcements, and the last text shown in the Threads list. Threads and totals stay. Texts still being answered or sent wait for the next night."
            register={register}
            errors={errors}
          />
          <TextSetting
            name="MEDIA_RETENTION_DAYS"
            type="number"
            min={1}
            hint="Removes pictures and files from texts, voice-note transcripts and the mock chat's uploads; the texts themselves stay. Never longer than texts are kept."
            register={register}
            errors={errors}
          />
        </div>
      </SettingsSection>
      <SettingsActions saving={saving} dirty={formState.isDirty} onDiscard={discard} />
    </form>
  );
}
