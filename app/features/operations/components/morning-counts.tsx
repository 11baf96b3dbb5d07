import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import type { MorningCounts } from "../morning-counts.server";

/** The admin dashboard's counts as tiles, each linking where the operator acts on it. */
export function MorningCountsPanel({ counts }: { counts: MorningCounts }) {
  const { t } = useTranslation("members");
  const tiles: { label: string; value: number; to?: string; alert?: boolean }[] = [
    { label: t("admin.counts.newMembers", { week: counts.newMembersWeek }), value: counts.newMembersDay },
    { label: t("admin.counts.messages"), value: counts.messagesDay },
    { label: t("admin.counts.applications"), value: counts.applicationsDay },
    { label: t("admin.counts.reports"), value: counts.openReports, to: "/admin/reports", alert: counts.openReports > 0 },
    { label: t("admin.counts.events"), value: counts.eventsThisWeek, to: "/admin/events" },
    { label: t("admin.counts.proposals"), value: counts.pendingProposals, to: "/admin/events", alert: counts.pendingProposals > 0 },
    { label: t("admin.counts.parked"), value: counts.parkedEvents, to: "/admin/outbox", alert: counts.parkedEvents > 0 },
    { label: t("admin.counts.levelRequests"), value: counts.pendingLevelRequests, to: "/admin/membership", alert: counts.pendingLevelRequests > 0 },
    { label: t("admin.counts.appeals"), value: counts.openAppeals, to: "/admin/appeals", alert: counts.openAppeals > 0 },
    {
      label: t("admin.counts.privacy", { overdue: counts.overduePrivacyRequests }),
      value: counts.openPrivacyRequests,
      to: "/admin/privacy",
      alert: counts.openPrivacyRequests > 0,
    },
  ];
  return (
    <section aria-labelledby="morning-counts" className="mt-6">
      <h2 id="morning-counts" className="text-xl font-semibold">
        {t("admin.counts.title")}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
        {tiles.map((tile) => (
          <li key={tile.label} className={`rounded-xl border p-3 ${tile.alert ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}>
            <p className="text-2xl font-bold">{tile.value}</p>
            {tile.to ? (
              <Link to={tile.to} className="text-sm text-brand-700 underline">
                {tile.label}
              </Link>
            ) : (
              <p className="text-sm text-slate-700">{tile.label}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
