import type { ReactNode } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";

interface AdminPageProps {
  title: string;
  /** The page's <h1> when it differs from the title (the Keywords screen's "Manage Keywords"). */
  heading?: ReactNode;
  /** One line under the title saying what the screen is for. */
  description?: ReactNode;
  /** Buttons shown next to the title, e.g. "Add Advertiser". */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame every admin screen shares: heading, tab title and spacing. */
export function AdminPage({ title, heading = title, description, actions, children }: AdminPageProps) {
  useDocumentTitle(`${title} · Textpal Admin`);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{heading}</h1>
          {description && <p className="text-sm text-slate-500">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
