import type { Advertisement } from "@shared/advertisements";
import { Pencil } from "lucide-react";
import { ActiveBadge } from "@/components/admin/active-badge";
import { DisableButton } from "@/components/admin/disable-button";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableMessageRow } from "@/components/ui/table-states";
import { formatDateTime } from "@/lib/format";
import { useDisableAdvertisement } from "../api/disable-advertisement";

const COLUMNS = ["Title", "Merchant", "Status", "Frequency", "Created", "Actions"];

interface AdvertisementsTableProps {
  advertisements: Advertisement[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (advertisement: Advertisement) => void;
}

export function AdvertisementsTable({
  advertisements,
  isPending,
  isError,
  onEdit,
}: AdvertisementsTableProps) {
  const disable = useDisableAdvertisement();
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
          <TableMessageRow columns={COLUMNS.length}>Loading advertisements...</TableMessageRow>
        ) : isError ? (
          <TableMessageRow columns={COLUMNS.length}>
            <span className="text-red-700">Failed to load advertisements</span>
          </TableMessageRow>
        ) : !advertisements?.length ? (
          <TableMessageRow columns={COLUMNS.length}>
            No advertisements found. Create your first advertisement above.
          </TableMessageRow>
        ) : (
          advertisements.map((ad) => (
            <TableRow key={ad.id}>
              <TableCell className="max-w-64">
                <p className="truncate font-medium text-slate-900" title={ad.title}>
                  {ad.title}
                </p>
                <p className="truncate text-xs text-slate-500" title={ad.content}>
                  {ad.content}
                </p>
              </TableCell>
              <TableCell>{ad.merchant}</TableCell>
              <TableCell>
                <ActiveBadge active={ad.is_active} />
              </TableCell>
              <TableCell className="whitespace-nowrap">Every {ad.frequency} messages</TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(ad.created_at)}</TableCell>
              <TableCell>
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => onEdit(ad)}>
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                  {ad.is_active && (
                    <DisableButton
                      noun="advertisement"
                      name={ad.title}
                      busy={disable.isPending}
                      onConfirm={() => disable.mutateAsync(ad.id)}
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
