import { describe, expect, it } from "vitest";
import { youTubeEmbedUrl, youTubeWatchUrl } from "./youtube-urls";

describe("YouTube addresses", () => {
  it("embeds from the no-cookie host with the player defaults", () => {
    expect(youTubeEmbedUrl("dQw4w9WgXcQ", {})).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?playsinline=1&rel=0",
    );
  });

  it("passes autoplay, muted, controls, start and end to the player", () => {
    const url = new URL(
      youTubeEmbedUrl("dQw4w9WgXcQ", {
        autoplay: true,
        muted: true,
        controls: false,
        startTime: 10,
        endTime: 20,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: "1",
      mute: "1",
      controls: "0",
      start: "10",
      end: "20",
    });
  });

  it("opens the video on YouTube, at its start time when it has one", () => {
    expect(youTubeWatchUrl("dQw4w9WgXcQ")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(youTubeWatchUrl("dQw4w9WgXcQ", 42)).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s");
  });
});
