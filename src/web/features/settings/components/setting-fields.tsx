import type { SettingKey } from "@shared/settings";
import type { ReactNode } from "react";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { Controller } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { SETTING_LABELS } from "../setting-labels";

export type SettingsForm = Partial<Record<SettingKey, string>>;

/** Each field is labelled with its setting's name from SETTING_LABELS. */
interface FieldProps {
  name: SettingKey;
  errors: FieldErrors<SettingsForm>;
}

const fieldId = (name: SettingKey) => `setting-${name}`;

/** A group of settings in a tab, under a heading that says what they are for. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-slate-900">{title}</h3>
        <p className="text-sm text-slate-500">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** A text or number setting. */
export function TextSetting({
  name,
  errors,
  register,
  type = "text",
  min,
  hint,
}: FieldProps & {
  register: UseFormRegister<SettingsForm>;
  type?: "text" | "number";
  min?: number;
  hint?: string;
}) {
  const id = fieldId(name);
  const error = errors[name]?.message;
  return (
    <FormField id={id} label={SETTING_LABELS[name]} error={error}>
      <Input
        id={id}
        type={type}
        min={min}
        step={type === "number" ? 1 : undefined}
        {...fieldErrorProps(id, error)}
        {...register(name)}
      />
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </FormField>
  );
}

/** A message setting (at least 10 characters). */
export function MessageSetting({
  name,
  errors,
  register,
  hint,
}: FieldProps & { register: UseFormRegister<SettingsForm>; hint?: string }) {
  const id = fieldId(name);
  const error = errors[name]?.message;
  return (
    <FormField id={id} label={SETTING_LABELS[name]} error={error}>
      <Textarea id={id} rows={3} {...fieldErrorProps(id, error)} {...register(name)} />
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </FormField>
  );
}

/** An on/off setting: the switch holds the strings "true" and "false", as the server stores them. */
export function ToggleSetting({
  name,
  description,
  control,
  onToggle,
  children,
}: {
  name: SettingKey;
  description: string;
  control: Control<SettingsForm>;
  /** Runs after the value changed, e.g. to restore a field the switch hides. */
  onToggle?: (on: boolean) => void;
  /** What the switch reveals (its message field), shown under it. */
  children?: ReactNode;
}) {
  const id = fieldId(name);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-4">
        <Label htmlFor={id} className="flex flex-col gap-1">
          {SETTING_LABELS[name]}
          <span className="text-sm font-normal text-slate-500">{description}</span>
        </Label>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              id={id}
              checked={field.value === "true"}
              onCheckedChange={(checked) => {
                field.onChange(checked ? "true" : "false");
                onToggle?.(checked);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      {children}
    </div>
  );
}
