import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { LoadingScreen } from "~/components/ui/loading-screen";
import { useTranslation } from "~/lib/i18n/react";

const SHOW_AFTER_MS = 400;

/** Shows the loading screen over the page when a navigation takes longer than a moment ('Cargando página...' on the way to a company's site, spec §2). */
export function NavigationLoading() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const toSite = navigation.location?.pathname.startsWith("/empresa/") ?? false;
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
  return visible ? <LoadingScreen overlay label={toSite ? t("loading.page") : undefined} /> : null;
}
