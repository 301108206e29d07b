import type { ReactNode } from "react";
import { Label } from "./label";

interface FormFieldProps {
  /** The control's id; its error message gets `${id}-error` for aria-describedby. */
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** Label, control and validation message stacked; the control wires aria-invalid/aria-describedby. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export const fieldErrorProps = (id: string, error: string | undefined) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});
