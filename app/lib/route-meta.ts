import type { MetaDescriptor } from "react-router";
import { i18nFor } from "./i18n/instances";
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";
import type { TFunction } from "./i18n/translator";
import { pageMeta } from "./meta";

type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>; location: { pathname: string } };
type RootShape = { locale?: Locale; origin?: string };

/** The locale and public origin the root loader decided for this request. */
function rootInfo(matches: MetaArgs["matches"]): { locale: Locale; origin?: string } {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootShape | undefined;
  return { locale: root?.locale ?? DEFAULT_LOCALE, origin: root?.origin };
}

/** Page meta tags whose title and description come from the translations of the request's locale. */
export function localizedMeta(args: MetaArgs, pick: (t: TFunction) => { title: string; description: string }): MetaDescriptor[] {
  const { locale, origin } = rootInfo(args.matches);
  const { title, description } = pick(i18nFor(locale).t);
  return pageMeta({ title, description, origin, path: args.location.pathname, locale });
}
