import type { Advertiser } from "@shared/advertisers";
import { ExternalLink, Megaphone, Pencil } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { advertiserAdvertisementsPath } from "@/lib/admin-paths";
import { cn } from "@/lib/cn";

/** One advertiser in the grid (spec 001 section 2.3); inactive ones are dimmed. */
export function AdvertiserCard({ advertiser, onEdit }: { advertiser: Advertiser; onEdit: () => void }) {
  const { id, name, contact_info: contact, website, notes, is_active: active } = advertiser;
  return (
    <Card
      aria-label={name}
      role="article"
      className={cn("flex min-w-0 flex-col gap-3 p-5", !active && "opacity-60")}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900" title={name}>
            {name}
          </h2>
          <p className="text-xs text-slate-500">ID: {id}</p>
        </div>
        <span className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-slate-600">
          <span
            aria-hidden
            className={cn("size-2 rounded-full", active ? "bg-emerald-500" : "bg-slate-400")}
          />
          {active ? "Active" : "Inactive"}
        </span>
      </div>
      <dl className="flex flex-1 flex-col gap-2 text-sm">
        {contact && (
          <div>
            <dt className="text-xs text-slate-500">Contact</dt>
            <dd className="break-words text-slate-700">{contact}</dd>
          </div>
        )}
        {website && (
          <div>
            <dt className="text-xs text-slate-500">Website</dt>
            <dd>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex max-w-full items-center gap-1 break-all text-brand-600 hover:underline"
              >
                {website}
                <ExternalLink className="size-3 shrink-0" aria-hidden />
              </a>
            </dd>
          </div>
        )}
        {notes && (
          <div>
            <dt className="text-xs text-slate-500">Notes</dt>
            <dd className="whitespace-pre-line break-words text-slate-700">{notes}</dd>
          </div>
        )}
      </dl>
      <div className="flex gap-2">
        <Link
          href={advertiserAdvertisementsPath(id)}
          className={cn(buttonClasses("outline", "sm"), "flex-1")}
        >
          <Megaphone aria-hidden />
          Advertisements
        </Link>
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
      </div>
    </Card>
  );
}
