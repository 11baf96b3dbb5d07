import { createContext, useContext } from "react";

const StylesheetContext = createContext<string | null>(null);

/** Gives the server render the built stylesheet's text (entry.server provides it). */
export const StylesheetProvider = StylesheetContext.Provider;

/**
 * The site's stylesheet inlined in the head of every production document, so the first paint waits
 * for no request. The browser keeps the server's text while hydrating (it never downloads a copy);
 * in development Vite serves the stylesheet as a link instead.
 */
export function InlineStylesheet() {
  const css = useContext(StylesheetContext);
  if (import.meta.env.DEV) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the text is our own build's stylesheet, never user input.
  return <style dangerouslySetInnerHTML={{ __html: css ?? "" }} suppressHydrationWarning />;
}
