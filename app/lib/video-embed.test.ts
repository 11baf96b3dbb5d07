import { describe, expect, it } from "vitest";
import { videoEmbedUrl } from "./video-embed";

describe("lesson video links (issue 22 §1: YouTube and Vimeo, privacy-enhanced)", () => {
  it("turns YouTube and Vimeo links into their privacy-enhanced players", () => {
    const youtube = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s")).toBe(youtube);
    expect(videoEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(youtube);
    expect(videoEmbedUrl("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toBe(youtube);
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(videoEmbedUrl("https://player.vimeo.com/video/76979871")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
  });

  it("frames nothing else: other sites, other schemes, malformed ids", () => {
    for (const link of [
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload",
      "https://vimeo.com/channels/staffpicks",
      "not a url",
      "",
      null,
    ]) {
      expect(videoEmbedUrl(link)).toBeNull();
    }
  });
});
