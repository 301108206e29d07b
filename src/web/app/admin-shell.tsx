import type { ReactNode } from "react";
import { adminNavItems } from "@/app/admin-routes";
import { MobileNav } from "@/components/admin/mobile-nav";
import { SessionGate } from "@/components/admin/session-gate";
import { Sidebar } from "@/components/admin/sidebar";
import { useMe } from "@/features/auth/api/get-me";
import { LogoutButton } from "@/features/auth/components/logout-button";
import { MockChat } from "@/features/mock-chat/components/mock-chat";
import { NeedsPersonCountBadge } from "@/features/threads/components/needs-person-count-badge";
import { adminPaths } from "@/lib/admin-paths";
import { ChangePasswordPage } from "@/pages/admin/change-password";
import { TwoFactorRequiredPage } from "@/pages/admin/two-factor-required";

/**
 * Layout of every signed-in admin screen: sidebar (a drawer on phones), content and mock chat. It
 * lives in app/ because it puts features (the session, sign-out, the mock chat) into the shared
 * layout components, which never import a feature themselves.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const me = useMe();
  const adminPhone = me.data?.admin.phone_number;
  const logoutButton = <LogoutButton />;
  // Threads waiting for an operator, counted beside the Threads link on every screen; asked for only
  // once the session check passed, like the screens' own calls.
  const signedIn = me.isSuccess;
  const badges = signedIn ? { [adminPaths.threads]: <NeedsPersonCountBadge /> } : undefined;
  // A temporary password is replaced before anything else (the server refuses other calls with 403).
  if (me.data?.admin.must_change_password) return <ChangePasswordPage />;
  // Likewise two-factor sign-in under REQUIRE_ADMIN_2FA (the server refuses other calls with 403).
  if (me.data?.require_two_factor && !me.data.admin.totp_enabled) return <TwoFactorRequiredPage />;

  return (
    <div className="min-h-dvh bg-slate-50">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-(--sidebar-width) border-r border-slate-200 bg-white md:block">
        <Sidebar
          navItems={adminNavItems}
          adminPhone={adminPhone}
          logoutButton={logoutButton}
          badges={badges}
        />
      </aside>
      <MobileNav
        navItems={adminNavItems}
        adminPhone={adminPhone}
        logoutButton={logoutButton}
        badges={badges}
        menuBadge={signedIn && <NeedsPersonCountBadge />}
      />
      <div className="md:pl-(--sidebar-width)">
        <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-6 sm:px-6 lg:px-8 lg:pt-8">
          <SessionGate query={me}>{children}</SessionGate>
        </main>
      </div>
      <MockChat />
    </div>
  );
}
