import type { SettingKey } from "@shared/settings";
import type { ReactNode } from "react";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { Controller } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";

export type SettingsForm = Partial<Record<SettingKey, string>>;

interface FieldProps {
  name: SettingKey;
  label: string;
  errors: FieldErrors<SettingsForm>;
}

const fieldId = (name: SettingKey) => `setting-${name}`;

/** A text or number setting. */
export function TextSetting({
  name,
  label,
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
    <FormField id={id} label={label} error={error}>
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
  label,
  errors,
  register,
}: FieldProps & { register: UseFormRegister<SettingsForm> }) {
  const id = fieldId(name);
  const error = errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea id={id} rows={3} {...fieldErrorProps(id, error)} {...register(name)} />
    </FormField>
  );
}

/** An on/off setting: the switch holds the strings "true" and "false", as the server stores them. */
export function ToggleSetting({
  name,
  label,
  description,
  control,
  onToggle,
  children,
}: {
  name: SettingKey;
  label: string;
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
          {label}
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
