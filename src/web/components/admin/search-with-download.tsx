import type { ReactNode } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { DownloadCsvLink } from "./download-csv-link";

interface SearchWithDownloadProps {
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
  label: string;
  /** The CSV export of the list as this search filters it. */
  exportHref: string;
  /** The list's other filters, between the search and the download. */
  filters?: ReactNode;
  /** Further downloads of the screen, beside the list's own. */
  children?: ReactNode;
}

/** A list's search field, its other filters and its "Download CSV" (and any other download) in a row, stacked on a phone. */
export function SearchWithDownload({
  search,
  onSearch,
  placeholder,
  label,
  exportHref,
  filters,
  children,
}: SearchWithDownloadProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput value={search} onSearch={onSearch} placeholder={placeholder} aria-label={label} />
      {filters}
      <DownloadCsvLink href={exportHref} />
      {children}
    </div>
  );
}
