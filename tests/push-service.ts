import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the local push service received. */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on 127.0.0.1 for tests: records every POST and answers 201, or the statuses queued
 * for a path with `answer` (one per request, in order). Endpoints are `endpoint(name)`.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  private readonly queued = new Map<string, number[]>();
  private server: Server | undefined;
  private origin = "";

  /** Starts listening on a free loopback port. */
  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const path = req.url ?? "/";
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        const status = this.queued.get(path)?.shift() ?? 201;
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Stops listening. */
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** A device's endpoint on this service. */
  endpoint(name: string): string {
    return `${this.origin}/push/${name}`;
  }

  /** Queues the statuses the next requests to this endpoint get (then 201 again). */
  answer(endpoint: string, ...statuses: number[]): void {
    const path = new URL(endpoint).pathname;
    this.queued.set(path, [...(this.queued.get(path) ?? []), ...statuses]);
  }

  /** What this endpoint received, in order. */
  receivedBy(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((request) => request.path === path);
  }
}

/** A browser's push subscription keys (RFC 8291): its P-256 key pair and 16-byte authentication secret. */
export type BrowserKeys = { ecdh: ECDH; authSecret: Buffer; p256dh: string; auth: string };

/** New keys, as a browser makes them when it subscribes. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") };
}

/**
 * Decrypts an `aes128gcm` push message body as the browser does (RFC 8188 framing, RFC 8291 keys),
 * written here from the RFCs with node:crypto: the header carries the salt, the record size and the
 * application server's public key; the key and nonce come from HKDF over the ECDH secret and the
 * browser's auth secret; each record ends with its padding delimiter (2 for the last, 1 otherwise).
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const records: Buffer[] = [];
  for (let start = 0, sequence = 0; start < ciphertext.length; start += recordSize, sequence += 1) {
    const record = ciphertext.subarray(start, Math.min(start + recordSize, ciphertext.length));
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const last = start + recordSize >= ciphertext.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error("bad padding delimiter");
    records.push(plain.subarray(0, end));
  }
  return Buffer.concat(records).toString("utf8");
}

/** The claims of a VAPID token (RFC 8292) whose signature checked out. */
export type VapidClaims = { aud: string; exp: number; sub: string; publicKey: string };

/**
 * Checks an `Authorization: vapid t=<JWT>, k=<key>` header: the JWT is ES256, signed by the private
 * half of `k` (an uncompressed P-256 point); returns its claims, or throws.
 */
export function verifyVapid(authorization: string | undefined): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${authorization}`);
  const [header, claims, signature] = match[1].split(".") as [string, string, string];
  const point = Buffer.from(match[2], "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  if (JSON.parse(Buffer.from(header, "base64url").toString("utf8")).alg !== "ES256") throw new Error("not ES256");
  const signed = verify("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) throw new Error("the VAPID signature does not match k");
  const parsed = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud: string; exp: number; sub: string };
  return { ...parsed, publicKey: match[2] };
}
