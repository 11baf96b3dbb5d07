import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { SharedRange } from "../shared-range";
import { UpcomingRuns } from "./upcoming-runs";

/** A technician's next four weeks on their profile, as the viewer may see them, in the availability screens' words. */
export function SharedCalendar({ ranges }: { ranges: SharedRange[] }) {
  const { t, i18n } = useTranslation("availability");
  const texts = {
    heading: t("profile.heading"),
    empty: t("profile.empty"),
    status: { available: t("status.available"), tentative: t("status.tentative"), busy: t("status.busy") },
  };
  return <UpcomingRuns ranges={ranges} texts={texts} locale={i18n.language as Locale} />;
}
