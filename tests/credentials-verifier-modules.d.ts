/** The parts of Digital Bazaar's verifier packages (no published types) the independent-verifier test helper calls. */
declare module "@digitalbazaar/vc" {
  type Loader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  type StatusResult = { verified: boolean; results?: { verified: boolean; status?: boolean; error?: unknown }[] };
  type VerifyResult = {
    verified: boolean;
    error?: { message?: string; errors?: { message: string }[] };
    results?: { verified: boolean; error?: { message?: string } }[];
    statusResult?: StatusResult;
  };
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: Loader;
    checkStatus?: unknown;
    now?: Date;
  }): Promise<VerifyResult>;
}

declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { cryptosuite: unknown });
  }
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: unknown;
}

declare module "@digitalbazaar/vc-bitstring-status-list" {
  export function checkStatus(options: unknown): Promise<unknown>;
}

declare module "@digitalbazaar/vc-bitstring-status-list-context" {
  export const contexts: Map<string, unknown>;
}

declare module "@digitalbazaar/security-context" {
  export const contexts: Map<string, unknown>;
}

declare module "@digitalbazaar/multikey-context" {
  export const contexts: Map<string, unknown>;
}
