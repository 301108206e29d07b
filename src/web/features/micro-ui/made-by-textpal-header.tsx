/**
 * Sits above every generated page, outside its content, so a page made from a model's definition
 * can never pass for a bank, a shop or a sign-in screen.
 */
export function MadeByTextpalHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-2xl items-center gap-3 px-4 py-2.5">
        <svg viewBox="0 0 32 32" aria-hidden className="size-7 shrink-0">
          <rect width="32" height="32" rx="8" className="fill-brand-600" />
          <path d="M8 10h16v10H14l-4 4v-4H8z" fill="white" />
        </svg>
        <p className="text-xs leading-snug text-slate-600">
          <span className="font-semibold text-slate-900">Made by the Textpal assistant</span>
          {" · "}
          An automatically generated page. Never enter passwords or card details here.
        </p>
      </div>
    </header>
  );
}
