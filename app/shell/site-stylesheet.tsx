import { createContext, useContext } from "react";
import href from "~/app.css?url";

const StylesheetContext = createContext<string | null>(null);

/** Gives the server render the built stylesheet's text (entry.server provides it). */
export const StylesheetProvider = StylesheetContext.Provider;

/** The id of the inlined stylesheet, so the client can find the text the server sent. */
const INLINE_ID = "site-stylesheet";

/** How this document was served, read once on the client while hydrating: linked, or inlined with this text. */
let served: { linked: boolean; css: string } | undefined;

/**
 * The form of the stylesheet for this render. The server decides per request; the client keeps what
 * the document was served with for its whole life, text included: the error boundary renders the
 * whole document again (a new `<head>`), and without the text its `<style>` would come up empty.
 */
function stylesheetForm(signedIn: boolean, serverCss: string | null): { linked: boolean; css: string } {
  if (typeof document === "undefined") return { linked: signedIn, css: serverCss ?? "" };
  served ??= { linked: signedIn, css: document.getElementById(INLINE_ID)?.textContent ?? "" };
  return served;
}

/**
 * The site's stylesheet in the head of every production document. A visitor's document inlines it,
 * so the first paint waits for no request, and prefetches the file for later; a member's document
 * links the immutable, cached file instead of carrying 28 KB more on every page. The document keeps
 * the form it was served with while the user navigates (signing in does not swap it), and through a
 * render of the error screen on the client. In development Vite serves the stylesheet as a link (root `links`).
 * The prefetch carries no `as`: HTML allows it only on preload and modulepreload (the Nu checker refuses it).
 */
export function SiteStylesheet({ signedIn }: { signedIn: boolean }) {
  const { linked, css } = stylesheetForm(signedIn, useContext(StylesheetContext));
  if (import.meta.env.DEV) return null;
  if (linked) return <link rel="stylesheet" href={href} />;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the text is our own build's stylesheet, never user input. */}
      <style id={INLINE_ID} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
      <link rel="prefetch" href={href} />
    </>
  );
}
