/** Shown while a lazily loaded route group downloads; quiet on purpose, it usually lasts a blink. */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <span className="size-6 animate-spin rounded-full border-2 border-slate-200 border-t-brand-600" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
