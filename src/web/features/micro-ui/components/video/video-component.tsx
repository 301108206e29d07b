import { VIDEO_DEFAULTS } from "@shared/micro-ui/defaults";
import type { VideoProps } from "@shared/micro-ui/definition-schema";
import { youTubeVideoId } from "@shared/micro-ui/youtube";
import { ExternalLink, VideoOff } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { MicroUiComponentProps } from "../../renderer/types";
import { youTubeEmbedUrl, youTubeWatchUrl } from "./youtube-urls";

const aspectClasses = {
  "16:9": "aspect-video",
  "4:3": "aspect-[4/3]",
  "1:1": "aspect-square",
  "9:16": "mx-auto aspect-[9/16] max-h-[80dvh]",
} as const;

/**
 * Spec 000 "video": a YouTube embed at the chosen aspect ratio and an 'Open in YouTube' link. Only
 * the video id is taken from the url; both addresses are rebuilt from it. Loaded as its own chunk.
 */
export function VideoComponent({ props }: MicroUiComponentProps<VideoProps>) {
  const { url, title, description, aspectRatio = VIDEO_DEFAULTS.aspectRatio } = props;
  const id = url ? youTubeVideoId(url) : null;
  return (
    <section aria-label={title ?? "Video"} className="flex flex-col gap-3">
      {(title || description) && (
        <div className="flex flex-col gap-1">
          {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
      )}
      {!url ? (
        <VideoMessage title="No video URL provided" />
      ) : !id ? (
        <VideoMessage title="Invalid YouTube URL" detail="Please check the video URL format." />
      ) : (
        <>
          <div className={cn("w-full overflow-hidden rounded-xl bg-black", aspectClasses[aspectRatio])}>
            <iframe
              src={youTubeEmbedUrl(id, props)}
              title={title ?? "YouTube video"}
              className="size-full"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          </div>
          <a
            href={youTubeWatchUrl(id, props.startTime)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClasses("outline", "sm"), "self-start")}
          >
            <ExternalLink aria-hidden />
            Open in YouTube
          </a>
        </>
      )}
    </section>
  );
}

function VideoMessage({ title, detail }: { title: string; detail?: string }) {
  return (
    <div
      role={detail ? "alert" : undefined}
      className="flex aspect-video flex-col items-center justify-center gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-center"
    >
      <VideoOff aria-hidden className="mb-1 size-6 text-slate-400" />
      <p className="text-sm font-medium text-slate-700">{title}</p>
      {detail && <p className="text-sm text-slate-500">{detail}</p>}
    </div>
  );
}
