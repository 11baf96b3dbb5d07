import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { onLiveNotification } from "./live-events";

/**
 * While the page that calls it is open, a live notification of `type` reloads the page's data, so
 * what the notification is about shows at once (a new message, an application's new status).
 */
export function useRevalidateOnLive(type: string): void {
  const { revalidate } = useRevalidator();
  useEffect(
    () =>
      onLiveNotification((item) => {
        if (item.type === type) void revalidate();
      }),
    [revalidate, type],
  );
}
