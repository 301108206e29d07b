import { QUEUE_TYPES } from "@shared/queue";
import { DownloadCsvLink } from "@/components/admin/download-csv-link";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { queueTypeLabel } from "./queue-type-badge";

const STATUS_OPTIONS = [
  { value: "", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "processed", label: "Processed" },
];
const TYPE_OPTIONS = [
  { value: "", label: "All" },
  ...QUEUE_TYPES.map((type) => ({ value: type, label: queueTypeLabel(type) })),
];

interface QueueFiltersProps {
  search: string;
  status: string;
  type: string;
  onSearch: (search: string) => void;
  onFilter: (name: "status" | "type", value: string) => void;
  /** The CSV export of what these filters show. */
  exportHref: string;
}

/** Search, status and type (spec 001 section 2.10), all of them in the URL, and their CSV export. */
export function QueueFilters({ search, status, type, onSearch, onFilter, exportHref }: QueueFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchInput
        value={search}
        onSearch={onSearch}
        placeholder="Search message or recipient..."
        aria-label="Search queued messages"
        className="sm:max-w-xs"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <div className="flex flex-col gap-1 sm:w-40">
          <Label htmlFor="queue-status">Status</Label>
          <Select
            id="queue-status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => onFilter("status", event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1 sm:w-44">
          <Label htmlFor="queue-type">Type</Label>
          <Select
            id="queue-type"
            options={TYPE_OPTIONS}
            value={type}
            onChange={(event) => onFilter("type", event.target.value)}
          />
        </div>
      </div>
      <DownloadCsvLink href={exportHref} />
    </div>
  );
}
