import { KEYWORD_RESPONSE_PREVIEW, type Keyword } from "@shared/keywords";
import { truncateText } from "@shared/truncate";
import { Pencil } from "lucide-react";
import { ActiveBadge } from "@/components/admin/active-badge";
import { DisableButton } from "@/components/admin/disable-button";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableMessageRow } from "@/components/ui/table-states";
import { formatDateTime } from "@/lib/format";
import { useDisableKeyword } from "../api/disable-keyword";
import { actionLabel } from "./action-label";

const COLUMNS = ["Keyword", "Response", "Action", "Status", "Created", "Actions"];

interface KeywordsTableProps {
  keywords: Keyword[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (keyword: Keyword) => void;
}

export function KeywordsTable({ keywords, isPending, isError, onEdit }: KeywordsTableProps) {
  const disable = useDisableKeyword();
  return (
    <Table className="min-w-[760px]" aria-busy={isPending}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <TableMessageRow columns={COLUMNS.length}>Loading keywords...</TableMessageRow>
        ) : isError ? (
          <TableMessageRow columns={COLUMNS.length}>
            <span className="text-red-700">Failed to load keywords</span>
          </TableMessageRow>
        ) : !keywords?.length ? (
          <TableMessageRow columns={COLUMNS.length}>
            No keywords found. Create your first keyword above.
          </TableMessageRow>
        ) : (
          keywords.map((keyword) => (
            <TableRow key={keyword.id}>
              <TableCell className="font-medium text-slate-900">{keyword.keyword}</TableCell>
              <TableCell className="max-w-80" title={keyword.response || undefined}>
                {keyword.response ? truncateText(keyword.response, KEYWORD_RESPONSE_PREVIEW) : "-"}
              </TableCell>
              <TableCell>{keyword.action === "none" ? "-" : actionLabel(keyword.action)}</TableCell>
              <TableCell>
                <ActiveBadge active={keyword.is_active} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(keyword.created_at)}</TableCell>
              <TableCell>
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => onEdit(keyword)}>
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                  {keyword.is_active && (
                    <DisableButton
                      noun="keyword"
                      name={keyword.keyword}
                      busy={disable.isPending}
                      onConfirm={() => disable.mutateAsync(keyword.id)}
                    />
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
