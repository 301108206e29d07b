import { useMemo } from "react";
import { useSearchParams } from "wouter";

type Changes = Record<string, string | number | null>;

/**
 * A list screen's search text, page and filters kept in the URL query string, so a reload, a
 * shared link or Back shows the same rows. Empty values are dropped from the URL; changing a
 * filter goes back to page 1. The setters keep their identity across renders.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const actions = useMemo(() => {
    const update = (changes: Changes, options: { replace?: boolean; keepPage?: boolean } = {}) => {
      // From the address bar rather than the last render: a second change in the same event sees
      // the first one.
      const current = new URLSearchParams(window.location.search);
      const next = new URLSearchParams(current);
      if (!("page" in changes) && !options.keepPage) next.delete("page");
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      // Setting what the URL already says adds no history entry, which Back would step through
      // without a visible change: Radix's tabs report one click twice (on mouse down and on focus).
      if (next.toString() !== current.toString()) setParams(next, options);
    };

    return {
      // Typing replaces the history entry so Back does not step through every keystroke.
      setSearch: (search: string) => update({ search: search.trim() }, { replace: true }),
      setPage: (next: number, options?: { replace?: boolean }) => update({ page: next }, options),
      setFilter: (name: string, value: string) => update({ [name]: value }),
      /** Several filters in one step, so Back undoes them together (clearing every filter). */
      setFilters: (changes: Record<string, string>) => update(changes),
      /** A parameter that selects rather than filters (an open dialog): the page stays. */
      setSelection: (name: string, value: string | number | null) =>
        update({ [name]: value }, { keepPage: true }),
    };
  }, [setParams]);

  return {
    search: params.get("search") ?? "",
    page,
    /** Another parameter's value, e.g. get("status"). */
    get: (name: string) => params.get(name) ?? "",
    ...actions,
  };
}

/** Number of pages for `total` rows, at least 1 so "page 1 of 1" holds for an empty list. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
