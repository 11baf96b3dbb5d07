import type { FeatureModule } from "~/lib/feature-module.server";
import { libraryFileReferences } from "./public.server";

/** The library's background (decision 052): its documents' files are in use while a document names them. */
export const libraryModule: FeatureModule = { name: "library", files: [{ bucket: "library-files", finder: libraryFileReferences }] };
