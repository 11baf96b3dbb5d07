import type { FeatureModule } from "~/lib/feature-module.server";
import { libraryFileReferences } from "./public.server";

/** The library's background (decision 052): its documents' files are in use while a document names them. */
// The finder is read at call time: public.server.ts re-exports this module, so under plain ESM its bindings are not initialized yet here.
export const libraryModule: FeatureModule = { name: "library", files: [{ bucket: "library-files", finder: (db, keys) => libraryFileReferences(db, keys) }] };
