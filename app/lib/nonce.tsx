import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

/** Provides the request's CSP nonce to the document while it renders on the server. */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce for inline scripts ("" in the browser, where it is not needed). */
export function useNonce(): string {
  return useContext(NonceContext);
}
