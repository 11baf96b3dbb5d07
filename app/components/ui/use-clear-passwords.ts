import { type RefObject, useEffect } from "react";

/** Empties every password field of a form whenever the server answers it (what was typed elsewhere stays). */
export function useClearPasswords(formRef: RefObject<HTMLFormElement | null>, answer: unknown): void {
  useEffect(() => {
    if (!answer) return;
    for (const input of formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? []) input.value = "";
  }, [answer, formRef]);
}
