import { describe, expect, it } from "vitest";
import { CardImages } from "./render.server";

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
