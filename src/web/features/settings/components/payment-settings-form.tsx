import type { SettingKey } from "@shared/settings";
import { type SettingsTabProps, useSettingsForm } from "../use-settings-form";
import { MessageSetting, TextSetting } from "./setting-fields";
import { SettingsActions } from "./settings-actions";

const PAYMENT_KEYS: readonly SettingKey[] = ["VENMO_HANDLE", "CASHAPP_HANDLE", "PAYMENT_REQUEST_MESSAGE"];

/** Where premium payments go, and the text a free user gets when their messages run out. */
export function PaymentSettingsForm({ saved, onDirtyChange }: SettingsTabProps) {
  const { form, onSubmit, discard, saving } = useSettingsForm(PAYMENT_KEYS, saved, onDirtyChange);
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextSetting name="VENMO_HANDLE" register={register} errors={errors} />
        <TextSetting name="CASHAPP_HANDLE" register={register} errors={errors} />
      </div>
      <MessageSetting name="PAYMENT_REQUEST_MESSAGE" register={register} errors={errors} />
      <SettingsActions saving={saving} dirty={formState.isDirty} onDiscard={discard} />
    </form>
  );
}
