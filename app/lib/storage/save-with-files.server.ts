import { type Ctx, withTransaction } from "~/lib/context.server";
import { logger } from "~/lib/logger.server";
import type { Bucket } from "./buckets";
import type { FileStore } from "./file-store";
import { fileStore } from "./file-store.server";
import { imageBase } from "./image-key";
import { ACCOUNT_QUOTA, checkStorageQuota, holdFileLock, type OwnedFile, type StorageQuota } from "./quota.server";
import { chosenFile, deleteImage, type ImageAspect, type ImageSizes, type PreparedUpload, prepareImage, storePrepared } from "./uploads.server";

/** One file a row references and a save may replace: an image (the row keeps its base key) or a single file such as a PDF (the row keeps its key). */
export type FileSlot = {
  bucket: Bucket;
  /** The form field the file comes from: a refusal names it. */
  field: string;
  /** An image's stored widths; absent for a single file. */
  sizes?: ImageSizes;
  /** The new file, already checked and prepared in memory; null keeps (or, with `remove`, drops) the current one. */
  upload: PreparedUpload | null;
  /** Drop the current file when no new one is chosen. */
  remove: boolean;
};

/** The image a form's `field` carries (checked and encoded in memory in every width), or none; `remove` is the form's 'remove' tick. */
export async function imageSlot(
  form: FormData,
  image: { field: string; bucket: Bucket; widths: ImageSizes; aspect?: ImageAspect; remove?: boolean },
): Promise<FileSlot> {
  const file = chosenFile(form.get(image.field));
  return {
    bucket: image.bucket,
    field: image.field,
    sizes: image.widths,
    upload: file ? await prepareImage(file, image.widths, image.field, image.aspect) : null,
    remove: image.remove ?? false,
  };
}

/** The key each slot's row column holds (null: no file). */
export type SlotKeys<S extends string> = Record<S, string | null>;

function isStoredAs(file: OwnedFile, slot: FileSlot, key: string | null): boolean {
  if (key === null || file.bucket !== slot.bucket) return false;
  return slot.sizes ? imageBase(file.key) === key : file.key === key;
}

/** Removes the slots' files one after another (inside a transaction the store's queries share one connection); a failure is logged, not thrown. */
async function removeFiles<S extends string>(store: FileStore, slots: Record<S, FileSlot>, keys: Partial<SlotKeys<S>>): Promise<void> {
  try {
    for (const name of Object.keys(slots) as S[]) {
      const key = keys[name];
      const slot = slots[name];
      if (!key) continue;
      if (slot.sizes) await deleteImage(store, slot.bucket, key, slot.sizes);
      else await store.delete(slot.bucket, key);
    }
  } catch (error) {
    logger.warn({ err: error }, "files a save replaced or abandoned could not be removed");
  }
}

/**
 * Saves a row together with its files. Under the folder's file lock, in one transaction: `current`
 * reads the keys the row holds now (and may refuse), the folder's quota is checked (minus what the
 * save replaces), the new files are stored, and `write` saves the row with the keys it must hold.
 * When anything fails, the new files are removed and nothing changes; after the commit, the files
 * the save replaced are removed. Saves at once never leave a file nothing references (a crash in
 * between is left to the daily orphan sweep).
 */
export async function saveWithFiles<S extends string, C extends SlotKeys<S>, T>(
  ctx: Ctx,
  owner: { folder: string; quota?: StorageQuota },
  slots: Record<S, FileSlot>,
  steps: { current: (tx: Ctx) => Promise<C>; write: (tx: Ctx, keys: SlotKeys<S>, current: C) => Promise<T> },
): Promise<T> {
  const names = Object.keys(slots) as S[];
  const chosen = names.filter((name) => slots[name].upload !== null);
  const { result, replaced } = await withTransaction(ctx, async (tx) => {
    // One save of the folder's files at a time: what it replaces and the quota are read as they are.
    await holdFileLock(tx.db, owner.folder);
    const current = await steps.current(tx);
    const replaced = Object.fromEntries(names.map((name) => [name, slots[name].upload || slots[name].remove ? current[name] : null])) as SlotKeys<S>;
    const store = fileStore(tx.db);
    const bytes = chosen.reduce((total, name) => total + (slots[name].upload?.size ?? 0), 0);
    const field = slots[chosen[0] ?? names[0]].field;
    await checkStorageQuota(
      store,
      owner.folder,
      { bytes, field },
      (file) => names.some((name) => isStoredAs(file, slots[name], replaced[name])),
      owner.quota ?? ACCOUNT_QUOTA,
    );
    const added: Partial<SlotKeys<S>> = {};
    try {
      for (const name of chosen) {
        const slot = slots[name];
        const stored = await storePrepared(store, slot.bucket, owner.folder, slot.upload as PreparedUpload);
        added[name] = slot.sizes ? stored.base : (stored.keys[0] ?? null);
      }
      const keys = Object.fromEntries(names.map((name) => [name, added[name] ?? (slots[name].remove ? null : current[name])])) as SlotKeys<S>;
      return { result: await steps.write(tx, keys, current), replaced };
    } catch (error) {
      await removeFiles(store, slots, added);
      throw error;
    }
  });
  await removeFiles(fileStore(ctx.db), slots, replaced);
  return result;
}
