import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { onLiveNotification } from "~/features/notifications/public";

/**
 * While the messages page is open, a live new-message notification reloads its data: the open
 * conversation shows the message (and marks it read), the lists move it to the top.
 */
export function useLiveMessages(): void {
  const { revalidate } = useRevalidator();
  useEffect(
    () =>
      onLiveNotification((item) => {
        if (item.type === "message") void revalidate();
      }),
    [revalidate],
  );
}
