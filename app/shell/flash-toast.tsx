import { useEffect } from "react";
import toast from "react-hot-toast";

/** Shows a one-time server message (e.g. why a page redirected here) as a toast. */
export function FlashToast({ message }: { message: string | null }) {
  useEffect(() => {
    if (message) toast(message, { id: message });
  }, [message]);
  return null;
}
