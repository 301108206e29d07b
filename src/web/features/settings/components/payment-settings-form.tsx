import type { SettingKey } from "@shared/settings";
import type { SettingsValues } from "../api/get-settings";
import { useSettingsForm } from "../use-settings-form";
import { SaveButton } from "./save-button";
import { MessageSetting, TextSetting } from "./setting-fields";

const PAYMENT_KEYS: readonly SettingKey[] = ["VENMO_HANDLE", "CASHAPP_HANDLE", "PAYMENT_REQUEST_MESSAGE"];

/** Where premium payments go, and the text a free user gets when their messages run out. */
export function PaymentSettingsForm({ saved }: { saved: SettingsValues }) {
  const { form, onSubmit, saving } = useSettingsForm(PAYMENT_KEYS, saved);
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextSetting name="VENMO_HANDLE" label="Venmo Handle" register={register} errors={errors} />
        <TextSetting name="CASHAPP_HANDLE" label="Cash App Handle" register={register} errors={errors} />
      </div>
      <MessageSetting
        name="PAYMENT_REQUEST_MESSAGE"
        label="Payment Request Message"
        register={register}
        errors={errors}
      />
      <SaveButton saving={saving} dirty={formState.isDirty} />
    </form>
  );
}
