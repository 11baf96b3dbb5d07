import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { LoadingScreen } from "~/components/ui/loading-screen";

const SHOW_AFTER_MS = 400;

/** Shows the loading screen over the page when a navigation takes longer than a moment. */
export function NavigationLoading() {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.formMethod === undefined;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return visible ? <LoadingScreen overlay /> : null;
}
