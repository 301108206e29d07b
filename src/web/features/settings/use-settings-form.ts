import { zodResolver } from "@hookform/resolvers/zod";
import { type SettingKey, settingValueSchemas } from "@shared/settings";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { SettingsValues } from "./api/get-settings";
import { useSaveSettings } from "./api/save-settings";
import type { SettingsForm } from "./components/setting-fields";

const pick = (values: SettingsValues, keys: readonly SettingKey[]): SettingsForm =>
  Object.fromEntries(keys.map((key) => [key, values[key]]));

/**
 * One settings tab's form: validated with the server's own per-setting rules, saving only the
 * settings that changed. After a save the form starts again from what the server stored.
 */
export function useSettingsForm(keys: readonly SettingKey[], saved: SettingsValues) {
  const schema = useMemo(
    () => z.object(Object.fromEntries(keys.map((key) => [key, settingValueSchemas[key]]))),
    [keys],
  );
  const savedValues = useMemo(() => pick(saved, keys), [saved, keys]);
  const form = useForm<SettingsForm>({ resolver: zodResolver(schema), defaultValues: savedValues });
  const save = useSaveSettings();
  const { reset } = form;

  useEffect(() => reset(savedValues), [reset, savedValues]);

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = keys
      .filter((key) => values[key] !== savedValues[key])
      .map((key) => ({ key, value: values[key] ?? "" }));
    // The mutation's own handlers report failure; nothing more to do here then.
    await save.mutateAsync(changes).catch(() => undefined);
  });

  return { form, onSubmit, saving: save.isPending };
}
