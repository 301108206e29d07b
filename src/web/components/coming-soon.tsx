import type { ReactNode } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** Placeholder for public pages whose real content lands in a later issue. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Textpal`);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col justify-center gap-3 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-600">{children}</p>
    </main>
  );
}
