import { MapPinOff } from "lucide-react";

/** Stands where the map would be, at its height, so the page does not jump. */
export function MapMessage({ height, title, detail }: { height: string; title: string; detail?: string }) {
  return (
    <div
      role={detail ? "alert" : undefined}
      style={{ height }}
      className="flex flex-col items-center justify-center gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-center"
    >
      <MapPinOff aria-hidden className="mb-1 size-6 text-slate-400" />
      <p className="text-sm font-medium text-slate-700">{title}</p>
      {detail && <p className="text-sm text-slate-500">{detail}</p>}
    </div>
  );
}
