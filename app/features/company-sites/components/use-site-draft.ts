import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { SiteData } from "../site-data";

/** How long the editor waits after the last change before it saves the draft. */
export const AUTOSAVE_DELAY_MS = 800;
/** Typing in the same field within this time is one change for 'Deshacer'. */
const SAME_CHANGE_MS = 1500;
const HISTORY = 50;

export type SaveAnswer = { ok: true; intent: "save"; savedAt: string; whatsappNumber: string | null } | { ok: false; error: string; field?: string };
export type SaveState = "saved" | "pending" | "saving" | "failed";

/**
 * The editor's draft: every change is kept for 'Deshacer' (typing in one field counts once) and
 * saved on its own a moment after the last change; the save state says 'Guardado' only once the
 * server has the draft as it is now. A refusal keeps the draft as typed and names the field.
 */
export function useSiteDraft(initial: SiteData, initialWhatsapp: string | null) {
  const [draft, setDraft] = useState(initial);
  const [history, setHistory] = useState<SiteData[]>([]);
  const [version, setVersion] = useState(0);
  const [savedVersion, setSavedVersion] = useState(0);
  const [whatsapp, setWhatsapp] = useState(initialWhatsapp);
  const saver = useFetcher<SaveAnswer>();
  const last = useRef<{ path: string; at: number } | null>(null);
  const submitted = useRef(0);

  const current = useRef(initial);
  const past = useRef<SiteData[]>([]);

  /** Applies a change to the field at `path` (a dotted path, for grouping keystrokes and for errors). */
  const change = useCallback((path: string, update: (draft: SiteData) => SiteData) => {
    const now = Date.now();
    const grouped = last.current?.path === path && now - last.current.at < SAME_CHANGE_MS;
    last.current = { path, at: now };
    if (!grouped) past.current = [...past.current.slice(-(HISTORY - 1)), current.current];
    current.current = update(current.current);
    setHistory(past.current);
    setDraft(current.current);
    setVersion((value) => value + 1);
  }, []);

  /** Puts back the draft as it was before the last change (and saves that). */
  const undo = useCallback(() => {
    const previous = past.current.at(-1);
    if (!previous) return;
    past.current = past.current.slice(0, -1);
    current.current = previous;
    last.current = null;
    setHistory(past.current);
    setDraft(previous);
    setVersion((value) => value + 1);
  }, []);

  useEffect(() => {
    if (version === 0 || version === savedVersion || saver.state !== "idle" || submitted.current === version) return;
    const timer = window.setTimeout(() => {
      submitted.current = version;
      saver.submit({ intent: "save", draft: JSON.stringify(draft) }, { method: "post" });
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [version, savedVersion, saver, draft]);

  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    if (saver.data.ok) {
      setSavedVersion(submitted.current);
      setWhatsapp(saver.data.whatsappNumber);
    }
  }, [saver.state, saver.data]);

  const failure = saver.state === "idle" && saver.data && !saver.data.ok && submitted.current === version ? saver.data : null;
  const state: SaveState = failure ? "failed" : saver.state !== "idle" ? "saving" : version === savedVersion ? "saved" : "pending";
  return { draft, change, undo, canUndo: history.length > 0, state, failure, whatsapp, savedVersion, version };
}
