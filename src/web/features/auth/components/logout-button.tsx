import { LogOut } from "lucide-react";
import { useLocation } from "wouter";
import { useLogout } from "@/features/auth/api/logout";
import { toast } from "@/hooks/use-toast";
import { adminPaths } from "@/lib/admin-paths";
import { leaveOrAsk } from "@/lib/leave-guard";

export function LogoutButton() {
  const logout = useLogout();
  const [, navigate] = useLocation();

  const handleLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Logged out successfully" });
        navigate(adminPaths.login);
      },
      onError: () => {
        toast({ variant: "destructive", title: "Error logging out", description: "Please try again." });
      },
    });

  // Styled like the sidebar's links above it rather than as a <Button>, so it lines up with them.
  return (
    <button
      type="button"
      // Signing out leaves the page, so a page with unsaved work (Settings) asks first.
      onClick={() => leaveOrAsk(handleLogout)}
      disabled={logout.isPending}
      className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
    >
      <LogOut className="size-4 shrink-0 text-slate-400" aria-hidden />
      Logout
    </button>
  );
}
