import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

const ID = "threads-needs-person";

/** Keeps only the threads whose person asked for a human: the operators' to-do list. */
export function NeedsPersonFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    // The whole box is the label, so a click anywhere in it toggles the filter.
    <Label
      htmlFor={ID}
      className="flex h-10 shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 shadow-sm hover:bg-slate-50"
    >
      <Checkbox id={ID} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      Needs a person
    </Label>
  );
}
