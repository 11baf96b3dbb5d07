import { useEffect } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { dateFormatter, formatLongDate } from "~/components/ui/format-date";
import { useTranslation } from "~/lib/i18n/react";
import type { AttemptSummary, StartBlock } from "../attempt-views";

/** The longest a page waits before reading itself again (a timer longer than about 24 days overflows). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Why she may not start now, in words; during the wait the page reads itself again when it ends, so "Intentar de nuevo" appears. */
function BlockNotice({ block }: { block: StartBlock }) {
  const { t, i18n } = useTranslation("assessments");
  const revalidator = useRevalidator();
  const until = block.reason === "wait" ? block.until : null;
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => void revalidator.revalidate(), Math.min(MAX_TIMER_MS, Math.max(0, new Date(until).getTime() - Date.now()) + 1000));
    return () => clearTimeout(timer);
  }, [until, revalidator]);
  const text =
    block.reason === "wait"
      ? t("block.wait", { date: dateFormatter(i18n.language, "medium-time").format(new Date(block.until)) })
      : block.reason === "renewal_not_yet"
        ? t("block.renewal_not_yet", { date: formatLongDate(block.from, i18n.language) })
        : block.reason === "no_attempts_left"
          ? t("block.no_attempts_left", { count: block.used })
          : t(`block.${block.reason}`);
  return (
    <p role="status" className="mt-6 rounded-md border border-slate-300 bg-slate-50 px-4 py-3">
      {text}
    </p>
  );
}

/** The way into a new attempt: the reason she may not start yet, or the button (its label says whether it is a retry). */
export function AssessmentStart({ block, retry }: { block: StartBlock | null; retry: boolean }) {
  const { t } = useTranslation("assessments");
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formData?.get("intent") === "start";
  if (block) return <BlockNotice block={block} />;
  return (
    <Form method="post" className="mt-6">
      <button
        type="submit"
        name="intent"
        value="start"
        disabled={starting}
        className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {starting ? t("page.starting") : retry ? t("page.retry") : t("page.start")}
      </button>
    </Form>
  );
}

/** The member's attempts: number, date, score and state. */
export function AttemptHistory({ attempts }: { attempts: AttemptSummary[] }) {
  const { t, i18n } = useTranslation("assessments");
  if (attempts.length === 0) return null;
  const when = dateFormatter(i18n.language, "medium-time");
  return (
    <section aria-labelledby="history-title" className="mt-8">
      <h2 id="history-title" className="text-lg font-semibold">
        {t("history.heading")}
      </h2>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3">
                {t("history.number")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("history.date")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("history.score")}
              </th>
              <th scope="col" className="py-2">
                {t("history.state")}
              </th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((attempt) => (
              <tr key={attempt.number} className="border-b border-slate-100">
                <td className="py-2 pr-3">{attempt.number}</td>
                <td className="py-2 pr-3">{when.format(new Date(attempt.gradedAt ?? attempt.startedAt))}</td>
                <td className="py-2 pr-3">{attempt.scorePercent === null ? "—" : `${attempt.scorePercent} %`}</td>
                <td className="py-2">
                  {attempt.passed === null ? t("history.open") : attempt.passed ? t("history.passed") : t("history.failed")}
                  {attempt.timedOut ? ` ${t("history.timedOut")}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
