import type { ReactNode } from "react";
import { useMe } from "@/features/auth/api/get-me";
import { MobileNav } from "./mobile-nav";
import { MockChat } from "./mock-chat";
import { SessionGate } from "./session-gate";
import { Sidebar } from "./sidebar";

/** Layout of every signed-in admin screen: sidebar (a drawer on phones), content and mock chat. */
export function AdminShell({ children }: { children: ReactNode }) {
  const me = useMe();
  const adminPhone = me.data?.admin.phone_number;

  return (
    <div className="min-h-dvh bg-slate-50">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white md:block">
        <Sidebar adminPhone={adminPhone} />
      </aside>
      <MobileNav adminPhone={adminPhone} />
      <div className="md:pl-64">
        {/* Bottom padding keeps the last row clear of the floating mock-chat button. */}
        <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-24 sm:px-6 lg:px-8 lg:pt-8">
          <SessionGate query={me}>{children}</SessionGate>
        </main>
      </div>
      <MockChat />
    </div>
  );
}
