import type { SettingKey } from "@shared/settings";
import { type SettingsTabProps, useSettingsForm } from "../use-settings-form";
import { MessageSetting, SettingsSection as Section, TextSetting } from "./setting-fields";
import { SettingsActions } from "./settings-actions";

// Also the order a save sends them in: the daily limit message goes before the cap that sends it.
const MESSAGING_COST_KEYS: readonly SettingKey[] = [
  "QUIET_HOURS_START",
  "QUIET_HOURS_END",
  "TRANSCRIPTION_MODEL",
  "DAILY_LIMIT_MESSAGE",
  "USER_DAILY_AI_BUDGET_USD",
  "MONTHLY_AI_BUDGET_USD",
  "SMS_SEGMENT_PRICE_USD",
  "FLOOD_LIMIT_MESSAGE",
  "MAX_TEXTS_PER_MINUTE",
];

/** When marketing may leave, how voice notes are transcribed, what AI may cost, and what a text costs. */
export function MessagingCostSettingsForm({ saved, onDirtyChange }: SettingsTabProps) {
  const { form, onSubmit, discard, saving } = useSettingsForm(MESSAGING_COST_KEYS, saved, onDirtyChange);
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Section
        title="Quiet hours"
        description="Ads and marketing announcements wait until quiet hours end in the recipient's own time zone. Replies and reminders are never held."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextSetting
            name="QUIET_HOURS_START"
            hint="24-hour time, like 21:00."
            register={register}
            errors={errors}
          />
          <TextSetting
            name="QUIET_HOURS_END"
            hint="24-hour time, like 08:00."
            register={register}
            errors={errors}
          />
        </div>
      </Section>
      <Section title="Voice notes" description="Voice notes are transcribed, then answered like typed text.">
        <TextSetting
          name="TRANSCRIPTION_MODEL"
          hint="The model of the AI provider's /audio/transcriptions endpoint, like whisper-1."
          register={register}
          errors={errors}
        />
      </Section>
      <Section
        title="Spend caps"
        description="Limits on what AI answers may cost. Leave a budget empty for no limit."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextSetting
            name="USER_DAILY_AI_BUDGET_USD"
            hint="Per person and day. Once reached, the person gets the daily limit message until midnight in their time zone."
            register={register}
            errors={errors}
          />
          <TextSetting
            name="MONTHLY_AI_BUDGET_USD"
            hint="For the whole service per calendar month. Once reached, the offline assistant answers and the dashboard warns."
            register={register}
            errors={errors}
          />
        </div>
        <MessageSetting name="DAILY_LIMIT_MESSAGE" register={register} errors={errors} />
      </Section>
      <Section
        title="Flood limit"
        description="A person who texts faster than this gets the notice once; their later texts are kept and answered together when the minute has passed."
      >
        <TextSetting
          name="MAX_TEXTS_PER_MINUTE"
          hint="Texts per person per minute that are answered at once, from 1 to 1,000."
          register={register}
          errors={errors}
        />
        <MessageSetting name="FLOOD_LIMIT_MESSAGE" register={register} errors={errors} />
      </Section>
      <Section title="SMS cost" description="The dashboard estimates what texts cost from their segments.">
        <TextSetting
          name="SMS_SEGMENT_PRICE_USD"
          hint="Your carrier price for one SMS segment, like 0.0083."
          register={register}
          errors={errors}
        />
      </Section>
      <SettingsActions saving={saving} dirty={formState.isDirty} onDiscard={discard} />
    </form>
  );
}
