import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { countryLabel } from "~/lib/vocabulary/countries";
import { CARD_LIMITS, type CardProfile, type CardVariant, cardLink, firstItems, truncate } from "../card-profile";
import { addressContext } from "../form-of-address";
import { technicianPageLink } from "../technician-page-link";

function Initials({ name, size }: { name: string; size: number }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900"
    >
      {initials}
    </span>
  );
}

/** Where the card's name leads the viewer: a technician's page they may see (issue 38), a company's published site or profile, or nowhere. */
function profileLink(profile: CardProfile, area: string | null): string | null {
  if (profile.kind === "individual") return technicianPageLink(profile, { signedIn: area !== null, area });
  return area || (profile.publishedSite && profile.slug) ? cardLink(profile, area ?? "", profile.publishedSite) : null;
}

/**
 * Spec §2 profile card in three variants (compact, detailed, grid): photo or initials, name linked
 * to the technician's page when the viewer may see it, else to the profile inside the viewer's `area` (a visitor, who has none,
 * gets a link only to a public technician page or a published company site), the 'Gold Member' badge, titles and skills up to the variant's limit then '+N
 * más', place, and the text cut at the variant's length. `actions` go at the bottom (follow, contact).
 */
export function ProfileCard({
  profile,
  variant,
  area,
  note,
  actions,
}: {
  profile: CardProfile;
  variant: CardVariant;
  area: string | null;
  /** What the page adds about this person (the search's 'Disponible' and its days), above the actions. */
  note?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation("network");
  const { t: tc, i18n } = useTranslation();
  const limits = CARD_LIMITS[variant];
  const titles = firstItems(profile.titles, limits.items);
  const skills = firstItems(profile.skills, limits.items);
  const place = [profile.city, countryLabel(tc, i18n.language, profile.country)].filter(Boolean).join(", ");
  const imageSize = variant === "compact" ? 40 : 64;
  const link = profileLink(profile, area);
  return (
    <article className={`flex h-full flex-col rounded-xl border border-slate-200 bg-white ${variant === "compact" ? "p-3" : "p-4"}`}>
      <div className="flex items-start gap-3">
        {profile.imageUrl ? (
          <img
            src={profile.imageUrl}
            alt={t("cards.photoOf", { name: profile.name })}
            width={imageSize}
            height={imageSize}
            loading="lazy"
            className="shrink-0 rounded-full object-cover"
          />
        ) : (
          <Initials name={profile.name} size={imageSize} />
        )}
        <div className="min-w-0">
          <h3 className="font-semibold">
            {link ? (
              <Link to={link} className="text-ink hover:text-brand-700 hover:underline">
                {profile.name}
              </Link>
            ) : (
              profile.name
            )}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1">
            {profile.gold ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("cards.gold")}</span> : null}
            {profile.foundingMember ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {t("cards.founding", { context: addressContext(profile.formOfAddress) })}
              </span>
            ) : null}
          </div>
          {titles.shown.length ? (
            <p className="mt-1 text-sm text-slate-800">
              {titles.shown.join(" · ")}
              {titles.more ? <span className="text-slate-600"> {t("cards.more", { count: titles.more })}</span> : null}
            </p>
          ) : null}
          {place ? <p className="text-sm text-slate-600">{place}</p> : null}
        </div>
      </div>
      {variant !== "compact" && profile.text ? <p className="mt-3 text-sm text-slate-700">{truncate(profile.text, limits.text)}</p> : null}
      {variant === "compact" && profile.text ? <p className="mt-2 text-xs text-slate-700">{truncate(profile.text, limits.text)}</p> : null}
      {skills.shown.length ? (
        <ul className="mt-3 flex flex-wrap gap-1" aria-label={tc("profile.skills")}>
          {skills.shown.map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900">
              {skillLabel(tc, skill)}
            </li>
          ))}
          {skills.more ? <li className="px-1 text-xs text-slate-600">{t("cards.more", { count: skills.more })}</li> : null}
        </ul>
      ) : null}
      {note}
      {actions ? <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">{actions}</div> : null}
    </article>
  );
}
