/**
 * Joins the truthy class names; conditional classes read as `cn("base", isActive && "active")`.
 * It does not resolve Tailwind conflicts (no tailwind-merge): a className passed to a primitive may
 * add classes but must not fight the primitive's own (e.g. another max-width); use its props instead.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
