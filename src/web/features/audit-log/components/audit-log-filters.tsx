import type { AdminAccount } from "@shared/admins";
import { auditActionLabel } from "@shared/audit-actions";
import { REVERSED_DAYS_MESSAGE } from "@shared/audit-log";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, type SelectOption } from "@/components/ui/select";
import { formatPhone } from "@/lib/format";
import type { AuditLogFilters as Filters } from "../api/get-audit-log";

export const AUDIT_FILTER_NAMES = [
  "admin",
  "action",
  "resource",
  "from",
  "to",
] as const satisfies readonly (keyof Filters)[];

export const hasFilters = (filters: Filters) => AUDIT_FILTER_NAMES.some((name) => filters[name] !== "");

interface AuditLogFiltersProps {
  filters: Filters;
  /** From is after To: said under the dates. */
  reversed: boolean;
  admins: readonly AdminAccount[] | undefined;
  actions: readonly string[] | undefined;
  resourceTypes: readonly string[] | undefined;
  onFilter: (name: keyof Filters, value: string) => void;
  onClear: () => void;
}

/**
 * The choices with "All" first. A value the list does not hold (an entry's action from a link, or
 * while the list loads) is offered too, so the select shows what the URL filters by.
 */
function choices(
  all: string,
  options: readonly SelectOption[],
  current: string,
  label: (value: string) => string,
): SelectOption[] {
  const known = current === "" || options.some((option) => option.value === current);
  return [
    { value: "", label: all },
    ...options,
    ...(known ? [] : [{ value: current, label: label(current) }]),
  ];
}

const asIs = (value: string) => value;

/** In the order of what the select shows, which for actions is their words, not their identifiers. */
const asOptions = (values: readonly string[] | undefined, label: (value: string) => string) =>
  (values ?? [])
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));

function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-44">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Admin, action, resource and a range of days, each kept in the URL, and a way back to everything. */
export function AuditLogFilters({
  filters,
  reversed,
  admins,
  actions,
  resourceTypes,
  onFilter,
  onClear,
}: AuditLogFiltersProps) {
  const adminOptions = (admins ?? []).map((admin) => ({
    value: String(admin.id),
    label: admin.name ?? formatPhone(admin.phone_number),
  }));
  const selects = [
    { name: "admin", label: "Admin", all: "All admins", options: adminOptions, named: asIs },
    {
      name: "action",
      label: "Action",
      all: "All actions",
      options: asOptions(actions, auditActionLabel),
      named: auditActionLabel,
    },
    {
      name: "resource",
      label: "Resource",
      all: "All resources",
      options: asOptions(resourceTypes, asIs),
      named: asIs,
    },
  ] as const;

  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      {selects.map(({ name, label, all, options, named }) => (
        <FilterField key={name} id={`audit-${name}`} label={label}>
          <Select
            id={`audit-${name}`}
            options={choices(all, options, filters[name], named)}
            value={filters[name]}
            onChange={(event) => onFilter(name, event.target.value)}
          />
        </FilterField>
      ))}
      {/* Each end bounds the other, so the picker cannot choose a range that ends before it starts. */}
      <FilterField id="audit-from" label="From">
        <Input
          id="audit-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onFilter("from", event.target.value)}
        />
      </FilterField>
      <FilterField id="audit-to" label="To">
        <Input
          id="audit-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? "audit-range-error" : undefined}
          onChange={(event) => onFilter("to", event.target.value)}
        />
      </FilterField>
      <Button variant="outline" onClick={onClear} disabled={!hasFilters(filters)} className="self-end">
        <X aria-hidden />
        Clear filters
      </Button>
      {reversed && (
        <p id="audit-range-error" role="alert" className="col-span-2 text-sm text-red-600 sm:basis-full">
          {REVERSED_DAYS_MESSAGE}
        </p>
      )}
    </div>
  );
}
