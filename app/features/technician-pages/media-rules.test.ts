import { describe, expect, it } from "vitest";
import { photoSources } from "./media-rules";

describe("a page photo's sources", () => {
  it("names each stored width with the width it really has: a portrait photo's thumbnail is narrower than 480", () => {
    expect(photoSources("u1/abc", 800, 1200).srcSet).toBe("/files/profile-media/u1/abc-480.webp 320w, /files/profile-media/u1/abc-1200.webp 800w");
    expect(photoSources("u1/abc", 1200, 750)).toEqual({
      thumbnail: "/files/profile-media/u1/abc-480.webp",
      src: "/files/profile-media/u1/abc-1200.webp",
      srcSet: "/files/profile-media/u1/abc-480.webp 480w, /files/profile-media/u1/abc-1200.webp 1200w",
    });
  });

  it("gives one source for a photo no wider than the thumbnail (both sizes are the same picture)", () => {
    expect(photoSources("u1/abc", 64, 48).srcSet).toBe("/files/profile-media/u1/abc-1200.webp 64w");
  });
});
