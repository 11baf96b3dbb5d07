import { createHash } from "node:crypto";
import * as fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "~/db/client.server";
import { env } from "~/lib/env.server";
import { isPublicBucket } from "~/lib/storage/buckets";
import { isValidKey } from "~/lib/storage/file-store";
import { fileStore } from "~/lib/storage/file-store.server";
import { cardSvg, LOGO_BOX } from "./card-svg.server";
import type { ShareCard } from "./share-card";

/** Changes whenever the drawing changes, so every card's address (and every cache's copy) changes with it. */
const LAYOUT_VERSION = "1";

/** A short hash of everything a card shows: its address carries it, so a changed page gets a new address. */
export function cardVersion(card: ShareCard): string {
  return createHash("sha256").update(LAYOUT_VERSION).update(JSON.stringify(card)).digest("base64url").slice(0, 16);
}

/** The logo's bytes when the card names a file of a public bucket that exists; null otherwise (no other address is ever fetched). */
async function logoBytes(db: Db, logo: string | null): Promise<Buffer | null> {
  const match = logo ? /^\/files\/([a-z-]+)\/(.+)$/.exec(logo) : null;
  if (!match || !isPublicBucket(match[1]) || !isValidKey(match[2])) return null;
  const file = await fileStore(db).get(match[1], match[2]);
  return file?.bytes ?? null;
}

/** The logo fitted in its white box, or null when its bytes are not a picture sharp reads. */
async function fittedLogo(bytes: Buffer): Promise<Buffer | null> {
  const inner = LOGO_BOX.size - 2 * LOGO_BOX.inset;
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(inner, inner, { fit: "contain", background: "#ffffff" })
      .flatten({ background: "#ffffff" })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The card drawn as a 1200×630 baseline JPEG (what every link preview shows), with the logo when it reads. */
export async function renderCard(card: ShareCard, logo: Buffer | null): Promise<Buffer> {
  const fitted = logo ? await fittedLogo(logo) : null;
  const image = sharp(Buffer.from(cardSvg(card, fitted !== null)));
  if (fitted) image.composite([{ input: fitted, left: LOGO_BOX.x + LOGO_BOX.inset, top: LOGO_BOX.y + LOGO_BOX.inset }]);
  return image.flatten({ background: "#0f172a" }).jpeg({ quality: 84, progressive: false }).toBuffer();
}

/**
 * Rendered cards by version: the least recently used go first past `maxEntries`; requests for one
 * card at once share one rendering, and at most `concurrency` renderings run at a time (the others
 * wait their turn), so no flood of requests can keep the processor busy. A failed rendering is not kept.
 */
export class CardImages {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxEntries: number,
    private readonly concurrency: number,
  ) {}

  /** The JPEG of the card of `version`, drawn by `render` once while it stays cached. */
  get(version: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(version);
    if (kept) {
      this.entries.delete(version);
      this.entries.set(version, kept);
      return kept;
    }
    const value = this.gated(render);
    this.entries.set(version, value);
    value.catch(() => {
      if (this.entries.get(version) === value) this.entries.delete(version);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  private async gated(render: () => Promise<Buffer>): Promise<Buffer> {
    // A finished rendering hands its slot straight to the next in line, so no newcomer slips in between.
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await render();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The process's rendered cards (about 60 KB each). */
const images = new CardImages(300, 2);
/** The most cards kept on disk (about 120 MB); past it the oldest go. */
const MAX_ON_DISK = 2000;

/**
 * A folder of rendered cards by version (`{version}.jpg`), so a restart does not draw them again:
 * written atomically, the oldest removed past `maxFiles`. Any disk failure only costs a new drawing.
 */
export function cardFolder(folder: string, maxFiles = MAX_ON_DISK) {
  const file = (version: string) => path.join(folder, `${version}.jpg`);
  return {
    async read(version: string): Promise<Buffer | null> {
      return fs.readFile(file(version)).catch(() => null);
    },
    async write(version: string, bytes: Buffer): Promise<void> {
      try {
        await fs.mkdir(folder, { recursive: true });
        const temporary = `${file(version)}.${process.pid}.tmp`;
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, file(version));
        const names = (await fs.readdir(folder)).filter((name) => name.endsWith(".jpg"));
        if (names.length <= maxFiles) return;
        const dated = await Promise.all(names.map(async (name) => ({ name, at: (await fs.stat(path.join(folder, name)).catch(() => null))?.mtimeMs ?? 0 })));
        dated.sort((a, b) => a.at - b.at);
        await Promise.all(dated.slice(0, names.length - maxFiles).map(({ name }) => fs.rm(path.join(folder, name), { force: true })));
      } catch {
        // A full or read-only disk: the card is still answered from memory.
      }
    },
  };
}

let disk: ReturnType<typeof cardFolder> | null | undefined;

/** The disk copy of cards under DATA_DIR/share-cards, or none when the data lives in memory. */
function diskCards(): ReturnType<typeof cardFolder> | null {
  if (disk === undefined) disk = env().DATA_DIR === "memory://" ? null : cardFolder(path.resolve(env().DATA_DIR, "share-cards"));
  return disk;
}

/** The JPEG of a card: from memory, else from disk, else drawn once (and kept in both) per version. */
export function cardImage(db: Db, card: ShareCard): Promise<Buffer> {
  const version = cardVersion(card);
  return images.get(version, async () => {
    const kept = await diskCards()?.read(version);
    if (kept) return kept;
    const drawn = await renderCard(card, await logoBytes(db, card.logo));
    await diskCards()?.write(version, drawn);
    return drawn;
  });
}
