import { useEffect } from "react";
import { showToast } from "~/components/ui/toast";

/** Shows a one-time server message (e.g. why a page redirected here) as a toast. */
export function FlashToast({ message }: { message: string | null }) {
  useEffect(() => {
    if (message) showToast(message);
  }, [message]);
  return null;
}
