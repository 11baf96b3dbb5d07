/** What a moderation endpoint answered: its JSON on success, else the server's message when it sent one. */
export type PostAnswer<T> = { ok: true; data: T } | { ok: false; message: string | null };

/** POSTs form fields to an endpoint asking for JSON; a refusal carries the server's translated message, a network failure none. */
export async function postForm<T>(path: string, fields: Record<string, string>): Promise<PostAnswer<T>> {
  try {
    const response = await fetch(path, { method: "POST", body: new URLSearchParams(fields), headers: { accept: "application/json" } });
    const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
    if (response.ok && body) return { ok: true, data: body };
    return { ok: false, message: body?.error?.message ?? null };
  } catch {
    return { ok: false, message: null };
  }
}
