import { ACCESS_RULES } from "~/features/accounts/access";
import { guard } from "~/features/accounts/guards.server";
import type { Route } from "./+types/individuals";

/** Any individual: bronze, silver or gold (/bronze-member/*). Routes nested under this layout inherit it. */
export const middleware: Route.MiddlewareFunction[] = [guard(ACCESS_RULES.individuals)];
