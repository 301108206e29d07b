import type { ReactNode } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { SwitchField } from "./switch-field";

interface ActiveSwitchFieldProps<TValues extends FieldValues & { is_active?: boolean }, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  id: string;
  description?: ReactNode;
}

/** A form's "Active" switch, bound to its `is_active` field; on unless the record says otherwise. */
export function ActiveSwitchField<TValues extends FieldValues & { is_active?: boolean }, TOutput>({
  control,
  id,
  description,
}: ActiveSwitchFieldProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      // Every form that uses it has the field (the constraint says so); TypeScript cannot see that
      // "is_active" is one of the paths of a generic form.
      name={"is_active" as Path<TValues>}
      render={({ field: { value, onChange } }) => (
        <SwitchField
          id={id}
          label="Active"
          description={description}
          checked={value ?? true}
          onCheckedChange={onChange}
        />
      )}
    />
  );
}
