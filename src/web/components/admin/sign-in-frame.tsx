import { MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";

/** The brand over one centered card and what follows it: sign-in and the forced password change. */
export function SignInFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 py-12">
      <div className="flex items-center gap-2">
        <MessageSquareText className="size-7 text-brand-600" aria-hidden />
        {/* The page's one top heading; the card under it names the step (h2). */}
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Textpal</h1>
      </div>
      {children}
    </main>
  );
}
