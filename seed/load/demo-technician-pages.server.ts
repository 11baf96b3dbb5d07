import type { Ctx } from "~/lib/context.server";
import { type ImportedTechnicianPage, importTechnicianPages } from "~/shell/bulk-import.server";
import { type DemoPagePhoto, demoTechnicianPages } from "../content/demo-technician-pages";
import { demoScene } from "../demo-files.server";

/** Page photos are drawn at the largest width a page stores (1200), in 3:2. */
const PHOTO_SIZE = [1200, 800] as const;

/** One drawing function per scene and seed, drawn at most once however many pages show it (and not at all when no page needs it). */
function drawings(): (photo: DemoPagePhoto) => () => Promise<Buffer> {
  const draws = new Map<string, () => Promise<Buffer>>();
  return ({ scene, seed }) => {
    const key = `${scene}:${seed}`;
    let draw = draws.get(key);
    if (!draw) {
      let drawn: Promise<Buffer> | undefined;
      draw = () => {
        drawn ??= demoScene(scene, seed, PHOTO_SIZE[0], PHOTO_SIZE[1]);
        return drawn;
      };
      draws.set(key, draw);
    }
    return draw;
  };
}

/**
 * Seeds the demo technicians' public pages (issue 38) through the bulk-import door: addresses,
 * visibility, headlines, languages, show credits, kit and drawn photos. Technicians who already
 * have a page keep it, so seeding twice changes nothing and draws nothing. Answers how many pages it added.
 */
export async function seedDemoTechnicianPages(ctx: Pick<Ctx, "db">): Promise<number> {
  const draw = drawings();
  const pages: ImportedTechnicianPage[] = demoTechnicianPages().map(({ email, photos, ...page }) => ({
    ...page,
    technician: { email },
    photos: photos.map((photo) => ({ image: draw(photo), alt: photo.alt, caption: photo.caption })),
  }));
  return importTechnicianPages(ctx, pages);
}
