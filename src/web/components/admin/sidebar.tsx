import { MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { adminPaths } from "@/lib/admin-paths";
import { cn } from "@/lib/cn";
import { formatPhone } from "@/lib/format";
import { isNavItemActive, type NavItem } from "./nav-items";

interface SidebarProps {
  /** The screens to link to; the route table lives in src/web/app, which layout components never import. */
  navItems: readonly NavItem[];
  /** The signed-in administrator's phone, once the session check has answered. */
  adminPhone: string | undefined;
  /** Signs out; passed in because layout components never import a feature (the session's). */
  logoutButton: ReactNode;
  /** Lets the phone drawer close itself when a link is followed. */
  onNavigate?: () => void;
  /** What to show at the end of a link, by its href: a count that asks for attention (from a feature). */
  badges?: Readonly<Partial<Record<string, ReactNode>>>;
}

export function Sidebar({ navItems, adminPhone, logoutButton, onNavigate, badges }: SidebarProps) {
  const [location] = useLocation();

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 px-5">
        <MessageSquareText className="size-6 text-brand-600" aria-hidden />
        <span className="text-lg font-semibold tracking-tight text-slate-900">Textpal</span>
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">Admin</span>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-0.5">
          {navItems.map((item) => {
            const active = isNavItemActive(item, location);
            const Icon = item.icon;
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                    active
                      ? "bg-brand-50 text-brand-700"
                      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                  )}
                >
                  <Icon
                    className={cn("size-4 shrink-0", active ? "text-brand-600" : "text-slate-400")}
                    aria-hidden
                  />
                  {item.label}
                  {badges?.[item.href] && <span className="ml-auto flex">{badges[item.href]}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="shrink-0 border-t border-slate-200 p-3">
        {adminPhone && (
          <p className="truncate px-3 pb-2 text-xs text-slate-500">
            Signed in as{" "}
            <Link
              href={adminPaths.security}
              title="Security: two-factor sign-in"
              className="font-medium text-slate-700 underline-offset-2 hover:underline"
            >
              {formatPhone(adminPhone)}
            </Link>
          </p>
        )}
        {logoutButton}
      </div>
    </div>
  );
}
