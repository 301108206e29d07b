import { zodResolver } from "@hookform/resolvers/zod";
import { type SettingKey, settingValueSchemas } from "@shared/settings";
import { useEffect, useEffectEvent, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { SettingsValues } from "./api/get-settings";
import { type SettingsSaveOutcome, useSaveSettings } from "./api/save-settings";
import type { SettingsForm } from "./components/setting-fields";

const pick = (values: SettingsValues, keys: readonly SettingKey[]): SettingsForm =>
  Object.fromEntries(keys.map((key) => [key, values[key]]));

/** What the page gives each tab's form. */
export interface SettingsTabProps {
  saved: SettingsValues;
  onDirtyChange?: (dirty: boolean) => void;
}

const NOTHING_TO_SAVE: SettingsSaveOutcome = { saved: [], notSaved: [] };

/**
 * One settings tab's form, validated with the server's own per-setting rules. Its edits last
 * until they are saved or discarded, whatever happens on the other tab. Save sends only the
 * settings that changed, in the order of `keys`; each one the server stored becomes that field's
 * saved value, and the ones it did not store stay edited, ready to be saved again.
 */
export function useSettingsForm(
  keys: readonly SettingKey[],
  saved: SettingsValues,
  /** Told whenever the tab starts or stops having unsaved edits. */
  onDirtyChange?: (dirty: boolean) => void,
) {
  const schema = useMemo(
    () => z.object(Object.fromEntries(keys.map((key) => [key, settingValueSchemas[key]]))),
    [keys],
  );
  // The form follows its own saves, not later changes to `saved`: the other tab's save updates
  // the shared settings data, and resetting to it would throw this tab's edits away.
  const savedValues = useRef<SettingsForm>(pick(saved, keys));
  const form = useForm<SettingsForm>({ resolver: zodResolver(schema), defaultValues: savedValues.current });
  const { save, saving } = useSaveSettings();
  const { reset, resetField } = form;
  const { isDirty } = form.formState;
  const reportDirty = useEffectEvent((dirty: boolean) => onDirtyChange?.(dirty));
  useEffect(() => reportDirty(isDirty), [isDirty]);

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = keys
      .filter((key) => values[key] !== savedValues.current[key])
      .map((key) => ({ key, value: values[key] ?? "" }));
    // An edit that only added spaces changes nothing once trimmed, so there may be none to send.
    const { saved: stored, notSaved } = changes.length > 0 ? await save(changes) : NOTHING_TO_SAVE;
    for (const { key, value } of stored) savedValues.current = { ...savedValues.current, [key]: value };
    const unsaved = new Set(notSaved.map(({ key }) => key));
    for (const key of keys) {
      if (!unsaved.has(key)) resetField(key, { defaultValue: savedValues.current[key] });
    }
  });

  const discard = () => reset(savedValues.current);

  return { form, onSubmit, discard, saving };
}
