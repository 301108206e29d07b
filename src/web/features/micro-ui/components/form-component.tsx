import { readDataPath } from "@shared/micro-ui/data-path";
import { FORM_DEFAULTS } from "@shared/micro-ui/defaults";
import type { FormField, FormProps } from "@shared/micro-ui/definition-schema";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { MicroUiComponentProps } from "../renderer/types";

/**
 * Spec 000: a title and fields; on submit the values are written into the data at the submit
 * target. A list there (the default) gets the values as a new row, so a table on the same path
 * shows every submission; an object there is replaced by them.
 */
export function FormComponent({ props, data, updateData }: MicroUiComponentProps<FormProps>) {
  const idPrefix = useId();
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readValues(props.fields, new FormData(form));
    const current = readDataPath(data, props.submitTarget);
    const next = Array.isArray(current) ? [...current, { id: Date.now().toString(), ...values }] : values;
    updateData(props.submitTarget, next);
    form.reset();
    setSubmitted(true);
  };

  return (
    <form
      onSubmit={submit}
      onInput={() => setSubmitted(false)}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {props.title && <h2 className="text-lg font-semibold text-slate-900">{props.title}</h2>}
      {props.description && <p className="-mt-2 text-sm text-slate-500">{props.description}</p>}
      {props.fields.map((field) => (
        <FieldControl key={field.name} field={field} id={`${idPrefix}-${field.name}`} />
      ))}
      <div className="flex items-center gap-3">
        <Button type="submit">{props.submitText ?? FORM_DEFAULTS.submitText}</Button>
        <p role="status" className="text-sm text-emerald-700">
          {submitted ? "Submitted." : ""}
        </p>
      </div>
    </form>
  );
}

function FieldControl({ field, id }: { field: FormField; id: string }) {
  const common = { id, name: field.name, required: field.required ?? false };
  if (field.type === "checkbox") {
    return (
      <div className="flex items-center gap-2">
        <input type="checkbox" {...common} className="size-4 rounded border-slate-300 accent-brand-600" />
        <Label htmlFor={id}>{field.label}</Label>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {field.label}
        {field.required && <span className="text-red-600"> *</span>}
      </Label>
      {field.type === "textarea" ? (
        <Textarea {...common} placeholder={field.placeholder} />
      ) : field.type === "select" ? (
        <Select {...common} defaultValue="">
          <option value="" disabled>
            {field.placeholder ?? "Choose..."}
          </option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : (
        <Input {...common} type={field.type} placeholder={field.placeholder} />
      )}
    </div>
  );
}

function readValues(fields: FormField[], form: FormData): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const raw = form.get(field.name);
      if (field.type === "checkbox") return [field.name, raw !== null];
      const text = typeof raw === "string" ? raw.trim() : "";
      if (field.type === "number") return [field.name, text === "" ? null : Number(text)];
      return [field.name, text];
    }),
  );
}
