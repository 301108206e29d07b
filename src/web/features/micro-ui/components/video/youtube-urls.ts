import { VIDEO_DEFAULTS } from "@shared/micro-ui/defaults";
import type { VideoProps } from "@shared/micro-ui/definition-schema";

type PlayerOptions = Pick<VideoProps, "autoplay" | "muted" | "controls" | "startTime" | "endTime">;

/** The no-cookie embed host: nothing is stored in the visitor's browser until they press play. */
export function youTubeEmbedUrl(id: string, options: PlayerOptions): string {
  const {
    autoplay = VIDEO_DEFAULTS.autoplay,
    muted = VIDEO_DEFAULTS.muted,
    controls = VIDEO_DEFAULTS.controls,
    startTime,
    endTime,
  } = options;
  const params = new URLSearchParams({ playsinline: "1", rel: "0" });
  if (autoplay) params.set("autoplay", "1");
  if (muted) params.set("mute", "1");
  if (!controls) params.set("controls", "0");
  if (startTime !== undefined) params.set("start", String(startTime));
  if (endTime !== undefined) params.set("end", String(endTime));
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params}`;
}

export function youTubeWatchUrl(id: string, startTime?: number): string {
  const params = new URLSearchParams({ v: id });
  if (startTime) params.set("t", `${startTime}s`);
  return `https://www.youtube.com/watch?${params}`;
}
