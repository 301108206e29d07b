import { CHANNELS, type Channel } from "@shared/channels";
import { CHANNEL_LABELS } from "@/components/channel-badge";
import { cn } from "@/lib/cn";

interface ChannelChoiceProps {
  channel: Channel;
  onChange: (channel: Channel) => void;
}

/**
 * Which channel the test phone texts on. Each channel is its own thread of the same person, so the
 * operator can watch WhatsApp's behaviour (replies on WhatsApp, the 24-hour window) and RCS's
 * beside SMS.
 */
export function ChannelChoice({ channel, onChange }: ChannelChoiceProps) {
  return (
    <fieldset className="flex shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 text-xs">
      <legend className="sr-only">Channel</legend>
      <span className="text-slate-500" aria-hidden>
        Channel
      </span>
      <div className="inline-flex rounded-full bg-slate-100 p-0.5">
        {CHANNELS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === channel}
            onClick={() => onChange(option)}
            className={cn(
              "rounded-full px-3 py-1 font-medium text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40",
              option === channel && "bg-white text-slate-900 shadow-sm",
            )}
          >
            {CHANNEL_LABELS[option]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
