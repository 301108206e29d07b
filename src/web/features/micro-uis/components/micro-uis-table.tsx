import type { AdminMicroUi } from "@shared/micro-ui/admin";
import { truncateText } from "@shared/truncate";
import { ExternalLink, Info } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableLoadingRows, TableMessageRow } from "@/components/ui/table-states";
import { formatDateTime } from "@/lib/format";
import { microUiUrl } from "../public-url";
import { CopyUrlButton } from "./copy-url-button";
import { MicroUiTypeBadge } from "./micro-ui-type-badge";

const COLUMNS = ["Type", "Slug", "Thread", "User", "Created", "Actions"];
/** Spec 001 section 2.8: thread and user ids are cut to 8 characters. */
const ID_LENGTH = 8;

const shortId = (id: number | null) => (id === null ? "-" : truncateText(String(id), ID_LENGTH));

interface MicroUisTableProps {
  microUis: AdminMicroUi[] | undefined;
  isPending: boolean;
  /** The load failure, shown under the spec's text. */
  error: Error | null;
  onDetails: (microUi: AdminMicroUi) => void;
}

export function MicroUisTable({ microUis, isPending, error, onDetails }: MicroUisTableProps) {
  return (
    <Table className="min-w-[820px]" aria-busy={isPending}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <TableLoadingRows columns={COLUMNS.length} />
        ) : error ? (
          <TableMessageRow columns={COLUMNS.length}>
            <span role="alert" className="flex flex-col gap-1 text-red-700">
              Failed to load Micro UIs. Please check your admin permissions and try refreshing the page.
              <span className="text-xs text-red-600">{error.message}</span>
            </span>
          </TableMessageRow>
        ) : !microUis?.length ? (
          <TableMessageRow columns={COLUMNS.length}>No micro UIs found</TableMessageRow>
        ) : (
          microUis.map((microUi) => (
            <TableRow key={microUi.id}>
              <TableCell>
                <MicroUiTypeBadge type={microUi.type} />
              </TableCell>
              <TableCell>
                <span className="flex items-center gap-1">
                  <span className="font-mono text-xs">{microUi.slug}</span>
                  <CopyUrlButton url={microUiUrl(microUi.slug)} />
                </span>
              </TableCell>
              <TableCell className="font-mono text-xs" title={String(microUi.thread_id ?? "")}>
                {shortId(microUi.thread_id)}
              </TableCell>
              <TableCell className="font-mono text-xs" title={String(microUi.user_id ?? "")}>
                {shortId(microUi.user_id)}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(microUi.created_at)}</TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
