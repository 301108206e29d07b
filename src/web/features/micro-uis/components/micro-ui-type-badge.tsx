import { Badge } from "@/components/ui/badge";

/** Spec 001 section 9 names these types; each gets its own colour, anything else gray. */
const TYPE_CLASSES: Record<string, string> = {
  checklist: "border-transparent bg-sky-100 text-sky-800",
  calendar: "border-transparent bg-violet-100 text-violet-800",
  table: "border-transparent bg-emerald-100 text-emerald-800",
  form: "border-transparent bg-amber-100 text-amber-800",
  dashboard: "border-transparent bg-indigo-100 text-indigo-800",
  tracker: "border-transparent bg-pink-100 text-pink-800",
};

export function MicroUiTypeBadge({ type }: { type: string }) {
  return (
    <Badge variant="secondary" className={TYPE_CLASSES[type.toLowerCase()]}>
      {type}
    </Badge>
  );
}
