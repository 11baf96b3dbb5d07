import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "~/components/ui/toast";
import { useTranslation } from "~/lib/i18n/react";
import { browserEnvironment, currentSubscription, type PushOutcome, type PushSituation, pushSupport, pushView, turnPushOff, turnPushOn } from "../push-client";

type Known = Pick<PushSituation, "support" | "permission" | "subscribed">;

/**
 * 'Avisos en este dispositivo': turns Web Push on or off for this browser. The browser's permission is
 * asked only after the press; until the page has read what the browser allows, no button is shown
 * (and without JavaScript, a sentence says the button needs it).
 */
export function PushDeviceSection({ publicKey, serverKnowsThisDevice }: { publicKey: string; serverKnowsThisDevice: boolean }) {
  const { t } = useTranslation("members");
  const revalidator = useRevalidator();
  const [known, setKnown] = useState<Known | null>(null);
  const [working, setWorking] = useState<PushSituation["working"]>(null);
  const [outcome, setOutcome] = useState<PushOutcome | null>(null);
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    const support = pushSupport(browserEnvironment());
    if (support !== "supported") {
      setKnown({ support, permission: "default", subscribed: false });
      return;
    }
    const permission = Notification.permission;
    currentSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (live) setKnown({ support, permission, subscribed: subscription !== null });
      });
    return () => {
      live = false;
    };
  }, []);

  const view = known ? pushView({ ...known, serverKnowsThisDevice, working, outcome }) : { message: null, button: null };

  useEffect(() => {
    if (outcome && !view.button) message.current?.focus();
  }, [outcome, view.button]);

  async function press() {
    if (!known || working) return;
    const turningOff = view.button === "turnOff";
    setWorking(turningOff ? "off" : "on");
    const ended = turningOff ? await turnPushOff() : await turnPushOn(publicKey);
    if (ended === "on" || ended === "off") {
      await revalidator.revalidate();
      showToast(t(ended === "on" ? "notificationSettings.device.turnedOn" : "notificationSettings.device.turnedOff"));
    }
    setKnown({
      ...known,
      permission: Notification.permission,
      subscribed: ended === "on" || (turningOff && ended !== "off"),
    });
    setOutcome(ended);
    setWorking(null);
  }

  return (
    <section id="avisos-dispositivo" aria-labelledby="avisos-dispositivo-titulo" className="mt-10 rounded-xl border border-slate-200 p-4 sm:p-6">
      <h2 id="avisos-dispositivo-titulo" className="text-xl font-semibold">
        {t("notificationSettings.device.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("notificationSettings.device.lead")}</p>
      <noscript>
        <p className="mt-3 font-medium">{t("notificationSettings.device.noscript")}</p>
      </noscript>
      <p ref={message} role="status" tabIndex={-1} className="mt-3 font-medium empty:m-0" data-testid="push-device-status">
        {view.message ? t(`notificationSettings.device.${view.message}`) : ""}
      </p>
      {view.button ? (
        <button
          type="button"
          onClick={press}
          aria-disabled={working !== null}
          className="mt-4 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60"
        >
          {t(`notificationSettings.device.${view.button}`)}
        </button>
      ) : null}
    </section>
  );
}
