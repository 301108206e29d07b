import type { AdvertiserAdvertisement } from "@shared/advertisers";
import { Pencil, Trash2 } from "lucide-react";
import { ActiveBadge } from "@/components/admin/active-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDeleteAdvertiserAdvertisement } from "../api/delete-advertiser-advertisement";
import { TARGET_TIER_LABELS } from "./target-tier";

const COLUMNS = ["Title", "Content", "Status", "Target Tier", "URL", "Actions"];

interface AdvertiserAdvertisementsTableProps {
  advertisements: AdvertiserAdvertisement[];
  onEdit: (advertisement: AdvertiserAdvertisement) => void;
}

export function AdvertiserAdvertisementsTable({
  advertisements,
  onEdit,
}: AdvertiserAdvertisementsTableProps) {
  const remove = useDeleteAdvertiserAdvertisement();
  return (
    <Table className="min-w-[760px]">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {advertisements.map((ad) => (
          <TableRow key={ad.id}>
            <TableCell className="font-medium text-slate-900">{ad.title || "Untitled"}</TableCell>
            <TableCell className="max-w-72">
              <p className="line-clamp-2" title={ad.content}>
                {ad.content}
              </p>
            </TableCell>
            <TableCell>
              <ActiveBadge active={ad.is_active} />
            </TableCell>
            <TableCell>
              <Badge variant="outline">{TARGET_TIER_LABELS[ad.target_tier ?? "free"]}</Badge>
            </TableCell>
            <TableCell className="max-w-48">
              {ad.url ? (
                <a
                  href={ad.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block truncate text-brand-600 hover:underline"
                  title={ad.url}
                >
                  {ad.url}
                </a>
              ) : (
                <span className="text-slate-500">None</span>
              )}
            </TableCell>
            <TableCell>
              <div className="flex gap-1">
                <Button variant="ghost" size="icon" aria-label="Edit" onClick={() => onEdit(ad)}>
                  <Pencil aria-hidden />
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button variant="destructive-ghost" size="icon" aria-label="Delete">
                      <Trash2 aria-hidden />
                    </Button>
                  }
                  title="Delete advertisement"
                  description="Are you sure you want to delete this advertisement?"
                  confirmLabel="Delete"
                  destructive
                  busy={remove.isPending}
                  onConfirm={() => remove.mutateAsync(ad)}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
