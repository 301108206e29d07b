/** A tab's name, marked while the tab holds edits that are not saved yet. */
export function SettingsTabLabel({ name, unsaved }: { name: string; unsaved: boolean }) {
  return (
    <>
      {name}
      {unsaved && (
        <>
          <span className="ml-2 size-2 rounded-full bg-amber-500" aria-hidden />
          <span className="sr-only"> (unsaved changes)</span>
        </>
      )}
    </>
  );
}
