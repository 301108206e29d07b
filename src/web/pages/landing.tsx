import type { RetentionPeriods } from "@shared/page-rendering";
import { lazy, Suspense, useState } from "react";
import type { LegalKind } from "@/features/legal/legal-dialog";
import { useDocumentTitle } from "@/hooks/use-document-title";

// The legal texts and Radix Dialog are fetched on first hover/focus/click of a footer button, which
// keeps the first paint of the landing page small.
const loadLegalDialog = () => import("@/features/legal/legal-dialog");
const LegalDialog = lazy(() => loadLegalDialog().then((m) => ({ default: m.LegalDialog })));

const sampleConversation = [
  { from: "user", text: "Remind me to call Mom tomorrow at 6pm" },
  { from: "textpal", text: "Done! I'll text you tomorrow at 6:00 PM to call Mom." },
  { from: "user", text: "What should I cook with eggs, spinach and feta?" },
  { from: "textpal", text: "A spinach and feta omelette: 10 minutes, one pan. Want the steps?" },
] as const;

/** `retention` comes with the page the server drew; the console's own route has none and words it generally. */
export function LandingPage({ retention }: { retention?: RetentionPeriods | null }) {
  useDocumentTitle("Textpal");
  // `kind` outlives `open` so the dialog can play its closing animation before unmounting content.
  const [legal, setLegal] = useState<{ kind: LegalKind | null; open: boolean }>({ kind: null, open: false });
  const year = new Date().getFullYear();

  const legalButton = (kind: LegalKind, label: string) => (
    <button
      type="button"
      className="rounded-sm text-slate-600 underline-offset-4 transition-colors hover:text-slate-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      onPointerEnter={loadLegalDialog}
      onFocus={loadLegalDialog}
      onClick={() => setLegal({ kind, open: true })}
    >
      {label}
    </button>
  );

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-white to-slate-50">
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center justify-center gap-12 px-6 py-16 md:flex-row md:justify-between">
        <div className="max-w-xl text-center md:text-left">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            <span className="size-2 rounded-full bg-brand-500" aria-hidden />
            AI assistant by text message
          </p>
          <h1 className="text-5xl font-bold tracking-tight text-slate-900 sm:text-6xl md:text-7xl">
            Hi, I'm <span className="text-brand-600">Textpal</span>
          </h1>
          <p className="mt-6 text-lg text-slate-600 sm:text-xl">Your personal assistant. Coming soon...</p>
        </div>
        <ol
          aria-label="Example conversation"
          className="flex w-full max-w-sm flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-200/60"
        >
          {sampleConversation.map((message) => (
            <li
              key={message.text}
              className={
                message.from === "user"
                  ? "max-w-[85%] self-end rounded-2xl rounded-br-md bg-brand-600 px-4 py-2 text-sm text-white"
                  : "max-w-[85%] self-start rounded-2xl rounded-bl-md bg-slate-100 px-4 py-2 text-sm text-slate-800"
              }
            >
              {message.text}
            </li>
          ))}
        </ol>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-5xl flex-col items-center justify-between gap-3 px-6 py-6 text-sm text-slate-500 sm:flex-row">
          <p>© {year} Textpal. All rights reserved</p>
          <div className="flex gap-6">
            {legalButton("privacy", "Privacy Policy")}
            {legalButton("terms", "Terms of Service")}
          </div>
        </div>
      </footer>
      {legal.kind && (
        <Suspense fallback={null}>
          <LegalDialog
            kind={legal.kind}
            retention={retention}
            open={legal.open}
            onOpenChange={(open) => setLegal((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </div>
  );
}
