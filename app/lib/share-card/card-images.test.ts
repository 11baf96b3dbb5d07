import { describe, expect, it } from "vitest";
import { CardImages, cardFolder } from "./render.server";

/** A rendering that waits for the test to finish it, counting how many run at once. */
function controlled() {
  let running = 0;
  let most = 0;
  let calls = 0;
  const finishers: (() => void)[] = [];
  const render = () => {
    calls++;
    running++;
    most = Math.max(most, running);
    return new Promise<Buffer>((resolve) =>
      finishers.push(() => {
        running--;
        resolve(Buffer.from("jpeg"));
      }),
    );
  };
  return { render, finishers, stats: () => ({ calls, most }) };
}

describe("rendered share cards (decision 046)", () => {
  it("renders one version once, however many ask at once or later", async () => {
    const images = new CardImages(10, 2);
    const { render, finishers, stats } = controlled();
    const asked = [images.get("v1", render), images.get("v1", render), images.get("v1", render)];
    finishers.shift()?.();
    await Promise.all(asked);
    await images.get("v1", render);
    expect(stats().calls).toBe(1);
  });

  it("runs at most `concurrency` renderings at a time; the rest wait their turn", async () => {
    const images = new CardImages(10, 2);
    const { render, finishers, stats } = controlled();
    const asked = ["a", "b", "c", "d", "e"].map((version) => images.get(version, render));
    await Promise.resolve();
    expect(stats().calls).toBe(2);
    while (stats().calls < 5 || finishers.length > 0) {
      finishers.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(asked);
    expect(stats().most).toBe(2);
  });

  it("forgets the least recently used past its bound, and a failed rendering at once", async () => {
    const images = new CardImages(1, 1);
    let calls = 0;
    const render = async () => {
      calls++;
      return Buffer.from("x");
    };
    await images.get("a", render);
    await images.get("b", render);
    await images.get("a", render);
    expect(calls).toBe(3);
    await expect(images.get("c", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await images.get("c", render);
    expect(calls).toBe(4);
  });
});

describe("cards kept on disk (decision 046)", () => {
  it("reads back what it wrote and keeps only the newest past its bound", async () => {
    const { mkdtemp, readdir, rm, utimes } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const folder = await mkdtemp(path.join(tmpdir(), "cards-"));
    try {
      const kept = cardFolder(folder, 2);
      expect(await kept.read("a")).toBeNull();
      await kept.write("a", Buffer.from("A"));
      await utimes(path.join(folder, "a.jpg"), 1, 1);
      await kept.write("b", Buffer.from("B"));
      await utimes(path.join(folder, "b.jpg"), 2, 2);
      await kept.write("c", Buffer.from("C"));
      expect((await readdir(folder)).sort()).toEqual(["b.jpg", "c.jpg"]);
      expect((await kept.read("c"))?.toString()).toBe("C");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
