import type { SettingKey } from "@shared/settings";
import { type SettingsTabProps, useSettingsForm } from "../use-settings-form";
import { MessageSetting, SettingsSection, TextSetting } from "./setting-fields";
import { SettingsActions } from "./settings-actions";

const OPERATOR_KEYS: readonly SettingKey[] = ["TAKEOVER_TIMEOUT_HOURS", "HANDOFF_MESSAGE"];

/** Operators stepping into conversations: when a forgotten take-over ends, and what a person asking for one is told. */
export function OperatorSettingsForm({ saved, onDirtyChange }: SettingsTabProps) {
  const { form, onSubmit, discard, saving } = useSettingsForm(OPERATOR_KEYS, saved, onDirtyChange);
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <SettingsSection
        title="Taking over"
        description="While an operator has a thread, the assistant answers nothing in it. A thread nobody writes in is handed back by itself, so a person is never left without answers."
      >
        <TextSetting
          name="TAKEOVER_TIMEOUT_HOURS"
          type="number"
          min={1}
          hint="Hours without an operator's message before the assistant answers again, from 1 to 8760."
          register={register}
          errors={errors}
        />
      </SettingsSection>
      <SettingsSection
        title="Asking for a person"
        description="When someone texts that they want a human, the thread is marked Needs a person, they get this message once, and the assistant stays quiet there until an operator takes over or hands back."
      >
        <MessageSetting name="HANDOFF_MESSAGE" register={register} errors={errors} />
      </SettingsSection>
      <SettingsActions saving={saving} dirty={formState.isDirty} onDiscard={discard} />
    </form>
  );
}
