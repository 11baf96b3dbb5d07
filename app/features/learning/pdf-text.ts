/** Text PDF's standard fonts can write (WinAnsi: Spanish and Portuguese letters are in it); anything else becomes '?'. */
export function writable(text: string): string {
  return [...text.normalize("NFC")].map((char) => (/[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/.test(char) ? char : "?")).join("");
}
