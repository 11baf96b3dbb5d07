import { createContext, useContext, useState } from "react";
import href from "~/app.css?url";

const StylesheetContext = createContext<string | null>(null);

/** Gives the server render the built stylesheet's text (entry.server provides it). */
export const StylesheetProvider = StylesheetContext.Provider;

/**
 * The site's stylesheet in the head of every production document. A visitor's document inlines it,
 * so the first paint waits for no request, and prefetches the file for later; a member's document
 * links the immutable, cached file instead of carrying 28 KB more on every page. The document keeps
 * the form it was served with while the user navigates (signing in does not swap it). In development
 * Vite serves the stylesheet as a link (root `links`).
 */
export function SiteStylesheet({ signedIn }: { signedIn: boolean }) {
  const css = useContext(StylesheetContext);
  const [linked] = useState(signedIn);
  if (import.meta.env.DEV) return null;
  if (linked) return <link rel="stylesheet" href={href} />;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the text is our own build's stylesheet, never user input. */}
      <style dangerouslySetInnerHTML={{ __html: css ?? "" }} suppressHydrationWarning />
      <link rel="prefetch" href={href} as="style" />
    </>
  );
}
