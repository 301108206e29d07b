import type { AdminMicroUi } from "@shared/micro-ui/admin";
import { truncateText } from "@shared/truncate";
import { ExternalLink, Info } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import { DataTable, type DataTableColumn, type DataTablePaging } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/format";
import { microUiUrl } from "../public-url";
import { CopyUrlButton } from "./copy-url-button";
import { MicroUiTypeBadge } from "./micro-ui-type-badge";

/** Spec 001 section 2.8: thread and user ids are cut to 8 characters. */
const ID_LENGTH = 8;

const shortId = (id: number | null) => (id === null ? "-" : truncateText(String(id), ID_LENGTH));

interface MicroUisTableProps {
  microUis: AdminMicroUi[] | undefined;
  isPending: boolean;
  /** The load failure, shown under the spec's text. */
  error: Error | null;
  /** A new page is loading in place of this one. */
  isStale: boolean;
  onDetails: (microUi: AdminMicroUi) => void;
  paging: DataTablePaging;
}

export function MicroUisTable({
  microUis,
  isPending,
  error,
  isStale,
  onDetails,
  paging,
}: MicroUisTableProps) {
  const columns: DataTableColumn<AdminMicroUi>[] = [
    { header: "Type", phone: "badge", cell: (microUi) => <MicroUiTypeBadge type={microUi.type} /> },
    {
      header: "Slug",
      phone: "title",
      cell: (microUi) => (
        <span className="flex items-center gap-1">
          <span className="font-mono text-xs max-md:break-all">{microUi.slug}</span>
          <CopyUrlButton url={microUiUrl(microUi.slug)} />
        </span>
      ),
    },
    {
      header: "Thread",
      className: "font-mono text-xs",
      cellTitle: (microUi) => String(microUi.thread_id ?? ""),
      cell: (microUi) => shortId(microUi.thread_id),
    },
    {
      header: "User",
      className: "font-mono text-xs",
      cellTitle: (microUi) => String(microUi.user_id ?? ""),
      cell: (microUi) => shortId(microUi.user_id),
    },
    {
      header: "Created",
      className: "whitespace-nowrap",
      cell: (microUi) => formatDateTime(microUi.created_at),
    },
    {
      header: "Actions",
      phone: "actions",
      cell: (microUi) => (
        <div className="flex gap-1">
          <a
            href={microUiUrl(microUi.slug)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("ghost", "sm")}
          >
            <ExternalLink aria-hidden />
            View
          </a>
          <Button variant="ghost" size="sm" onClick={() => onDetails(microUi)}>
            <Info aria-hidden />
            Details
          </Button>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={microUis}
      className="md:min-w-[820px]"
      isPending={isPending}
      isError={Boolean(error)}
      error={
        <span role="alert" className="flex flex-col gap-1">
          Failed to load Micro UIs. Please check your admin permissions and try refreshing the page.
          <span className="text-xs text-red-600">{error?.message}</span>
        </span>
      }
      empty="No micro UIs found"
      dimmed={isStale}
      paging={paging}
    />
  );
}
