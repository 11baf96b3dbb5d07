import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem = "passwordLength" | "passwordCommon" | "passwordPersonal";

export interface PasswordContext {
  email?: string | null;
  names?: ReadonlyArray<string | null | undefined>;
}

const SEQUENCE_MIN = 8;
const CORE_MIN = 4;
// A shorter name part would refuse ordinary words ("Ana" is in "banana"); e-mail local parts are rarer strings.
const LOCAL_PART_MIN = 3;
const NAME_PART_MIN = 4;
const KEYBOARD_ROWS = ["qwertyuiopasdfghjklzxcvbnm", "1234567890"];
// ASCII punctuation is the four ranges !-/ :-@ [-` {-~ between the letters and digits.
const EDGE_PUNCTUATION = /^[!-/:-@[-`{-~]+|[!-/:-@[-`{-~]+$/g;
const EDGE_DIGITS_AND_PUNCTUATION = /^[0-9!-/:-@[-`{-~]+|[0-9!-/:-@[-`{-~]+$/g;

let commonPasswords: Set<string> | undefined;

function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords;
}

/** Returns how many distinct common passwords are refused (builds the lookup on first use). */
export function commonPasswordCount(): number {
  return commonPasswordSet().size;
}

/** Counts Unicode code points after NFC composition, so "ñ", "é" and an emoji each count as one character. */
export function passwordLength(password: string): number {
  return [...password.normalize("NFC")].length;
}

/** Returns the first policy problem (length, then common, then personal) as an error-catalog key, or null when the password is acceptable. */
export function passwordProblem(password: string, context: PasswordContext): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return "passwordLength";
  if (isCommon(password)) return "passwordCommon";
  if (isPersonal(password, context)) return "passwordPersonal";
  return null;
}

function isCommon(password: string): boolean {
  const lowered = fold(password);
  const trimmed = lowered.trim();
  if (trimmed === "" || new Set(lowered).size === 1) return true;
  const candidates = [trimmed, trimmed.replace(EDGE_PUNCTUATION, ""), trimmed.replace(EDGE_DIGITS_AND_PUNCTUATION, "")];
  const common = commonPasswordSet();
  return candidates.some((candidate) => [...candidate].length >= CORE_MIN && (common.has(candidate) || isSequence(candidate)));
}

function isSequence(text: string): boolean {
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0);
  if (codes.length < SEQUENCE_MIN) return false;
  const steps = codes.slice(1).map((code, index) => code - codes[index]);
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
  const reversed = [...text].reverse().join("");
  return KEYBOARD_ROWS.some((row) => row.includes(text) || row.includes(reversed));
}

function isPersonal(password: string, { email, names }: PasswordContext): boolean {
  const haystack = fold(password);
  const needles: string[] = [];
  const address = fold(email ?? "").trim();
  if (address !== "") {
    const at = address.lastIndexOf("@");
    const local = at >= 0 ? address.slice(0, at) : address;
    needles.push(...[address, local, local.replace(/\P{L}+/gu, "")].filter((part) => [...part].length >= LOCAL_PART_MIN));
  }
  for (const name of names ?? [])
    needles.push(
      ...fold(name ?? "")
        .split(/\P{L}+/u)
        .filter((part) => [...part].length >= NAME_PART_MIN),
    );
  return needles.some((needle) => haystack.includes(needle));
}

// The common list is ASCII-only, so accents are dropped before comparing: "contraseña" matches "contrasena".
function fold(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
}
