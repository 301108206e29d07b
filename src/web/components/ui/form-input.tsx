import { type ChangeEvent, type ComponentProps, useId } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { FormField, fieldErrorProps } from "./form-field";
import { Input } from "./input";
import { Textarea } from "./textarea";

type InputProps = Omit<
  ComponentProps<"input">,
  "form" | "name" | "id" | "value" | "onChange" | "onBlur" | "ref"
>;

interface FormInputProps<TValues extends FieldValues, TOutput> extends InputProps {
  /** The form the field belongs to (useZodForm or useForm); only its control is read. */
  form: { control: Control<TValues, unknown, TOutput> };
  name: Path<TValues>;
  label: string;
  /** A textarea of this many lines instead of a one-line input. */
  rows?: number;
  /** Rewrites what is typed before the form holds it, e.g. upper case or digits only. */
  transform?: (typed: string) => string;
}

/** The input props of a count, a whole number from 1 (uses, a frequency): spread them on a FormInput. */
export const COUNT_INPUT = { type: "number", min: 1, step: 1, inputMode: "numeric" } as const;

/**
 * A labelled text field bound to one form value by name: the form's validation message shows
 * under it and is wired to the control for screen readers.
 */
export function FormInput<TValues extends FieldValues, TOutput>({
  form,
  name,
  label,
  rows,
  transform,
  ...inputProps
}: FormInputProps<TValues, TOutput>) {
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  const control = {
    id,
    ...fieldErrorProps(id, error),
    ...field,
    value: String(field.value ?? ""),
    onChange: ({ target }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onChange(transform ? transform(target.value) : target.value),
  };
  return (
    <FormField id={id} label={label} error={error}>
      {rows ? <Textarea rows={rows} {...control} /> : <Input {...inputProps} {...control} />}
    </FormField>
  );
}
