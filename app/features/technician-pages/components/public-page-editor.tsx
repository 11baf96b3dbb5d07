import type { PublicPageEditorData } from "../editor-data.server";
import { CreditsSection } from "./credits-section";
import { KitSection } from "./kit-section";
import { MediaSection } from "./media-section";
import { PageSettingsSection } from "./page-settings-section";

/** The profile editor's public-page sections; each saves on its own (its own form and action route). */
export function PublicPageEditor({ data }: { data: PublicPageEditorData }) {
  return (
    <>
      <PageSettingsSection data={data.settings} />
      <CreditsSection data={data.credits} />
      <MediaSection data={data.media} />
      <KitSection data={data.kit} />
    </>
  );
}
