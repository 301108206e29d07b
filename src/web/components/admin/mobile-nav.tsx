import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Menu, MessageSquareText, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { NavItem } from "./nav-items";
import { Sidebar } from "./sidebar";

// Tailwind's md breakpoint, where the shell shows the fixed sidebar instead.
const DESKTOP_QUERY = "(min-width: 48rem)";

/** Below md the sidebar hides behind a menu button and opens as a left drawer (a Radix dialog, for focus trapping). */
export function MobileNav({
  navItems,
  adminPhone,
  logoutButton,
  badges,
  menuBadge,
}: {
  navItems: readonly NavItem[];
  adminPhone: string | undefined;
  logoutButton: ReactNode;
  /** The sidebar's badges, by link. */
  badges?: Readonly<Partial<Record<string, ReactNode>>>;
  /** On the menu button: what the closed drawer's badges ask for, so a phone sees it too. */
  menuBadge?: ReactNode;
}) {
  const [open, setOpen] = useState(false);

  // Widening the window past md shows the fixed sidebar; a drawer left open would keep its focus
  // trap and scroll lock behind an invisible overlay.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => desktop.matches && setOpen(false);
    desktop.addEventListener("change", closeOnDesktop);
    return () => desktop.removeEventListener("change", closeOnDesktop);
  }, []);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 md:hidden">
        {/* Named by its content rather than aria-label, so the badge's sentence is part of the name. */}
        <DialogPrimitive.Trigger className="relative -ml-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <Menu className="size-5" aria-hidden />
          <span className="sr-only">Open menu</span>
          {menuBadge && <span className="absolute -top-1 -right-2">{menuBadge}</span>}
        </DialogPrimitive.Trigger>
        <MessageSquareText className="size-5 text-brand-600" aria-hidden />
        <span className="font-semibold tracking-tight text-slate-900">Textpal Admin</span>
      </header>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none data-[state=open]:animate-drawer-in data-[state=closed]:animate-drawer-out md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <Sidebar
            navItems={navItems}
            adminPhone={adminPhone}
            logoutButton={logoutButton}
            onNavigate={() => setOpen(false)}
            badges={badges}
          />
          <DialogPrimitive.Close
            aria-label="Close menu"
            className="absolute right-3 top-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
