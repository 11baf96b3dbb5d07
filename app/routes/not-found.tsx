import { data } from "react-router";
import { localizedMeta } from "~/lib/route-meta";
import { NotFoundScreen } from "~/shell/not-found-screen";
import type { Route } from "./+types/not-found";

export function meta(args: Route.MetaArgs) {
  return [...localizedMeta(args, (t) => ({ title: t("notFound.metaTitle"), description: t("notFound.body") })), { name: "robots", content: "noindex" }];
}

/** Any unknown path answers HTTP 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
