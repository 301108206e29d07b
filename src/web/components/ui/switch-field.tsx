import type { ReactNode } from "react";
import { Label } from "./label";
import { Switch } from "./switch";

interface SwitchFieldProps {
  id: string;
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off form field: the label (and optional hint) beside a switch, the whole label clickable. */
export function SwitchField({
  id,
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: SwitchFieldProps) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 px-3 py-2.5">
      <Label htmlFor={id} className="flex flex-col gap-0.5">
        {label}
        {description && <span className="text-xs font-normal text-slate-500">{description}</span>}
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} />
    </div>
  );
}
