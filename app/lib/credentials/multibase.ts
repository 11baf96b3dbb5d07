const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** The multicodec prefix of an Ed25519 public key (0xed 0x01). */
const ED25519_PUBLIC_PREFIX = Uint8Array.of(0xed, 0x01);

/** Bytes as base58btc (the Bitcoin alphabet), leading zero bytes kept as '1'. */
export function base58btc(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i] << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let zeros = "";
  for (const byte of bytes) {
    if (byte !== 0) break;
    zeros += "1";
  }
  return (
    zeros +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join("")
  );
}

/** base58btc text back to bytes; null when a character is not in the alphabet. */
export function fromBase58btc(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = ALPHABET.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i] * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const char of text) {
    if (char !== "1") break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

/** A raw 32-byte Ed25519 public key as a Multikey `publicKeyMultibase` ('z' + base58btc of 0xed01 + key). */
export function ed25519Multibase(rawPublicKey: Uint8Array): string {
  const prefixed = new Uint8Array(ED25519_PUBLIC_PREFIX.length + rawPublicKey.length);
  prefixed.set(ED25519_PUBLIC_PREFIX);
  prefixed.set(rawPublicKey, ED25519_PUBLIC_PREFIX.length);
  return `z${base58btc(prefixed)}`;
}

/** The raw 32-byte Ed25519 key of a Multikey `publicKeyMultibase`, or null when it is not one. */
export function ed25519FromMultibase(multibase: string): Uint8Array | null {
  if (!multibase.startsWith("z")) return null;
  const bytes = fromBase58btc(multibase.slice(1));
  if (bytes?.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) return null;
  return bytes.slice(2);
}
