import { PROGRESS_DEFAULTS } from "@shared/micro-ui/defaults";
import type { ProgressProps } from "@shared/micro-ui/definition-schema";
import { useId } from "react";
import type { MicroUiComponentProps } from "../renderer/types";

/** Spec 000: a bar at value/max percent with the text 'value / max'; max defaults to 100. */
export function ProgressComponent({ props }: MicroUiComponentProps<ProgressProps>) {
  const { title, value, max = PROGRESS_DEFAULTS.max, showText = PROGRESS_DEFAULTS.showText } = props;
  const titleId = useId();
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className="flex flex-col gap-2">
      {(title || showText) && (
        <div className="flex items-baseline justify-between gap-4 text-sm">
          {title && (
            <span id={titleId} className="font-medium text-slate-900">
              {title}
            </span>
          )}
          {showText && <span className="ml-auto tabular-nums text-slate-600">{`${value} / ${max}`}</span>}
        </div>
      )}
      <div
        role="progressbar"
        aria-labelledby={title ? titleId : undefined}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
