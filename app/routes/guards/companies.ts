import { ACCESS_RULES } from "~/features/accounts/access";
import { guard } from "~/features/accounts/guards.server";
import type { Route } from "./+types/companies";

/** Company accounts only (/company/*). Routes nested under this layout inherit it. */
export const middleware: Route.MiddlewareFunction[] = [guard(ACCESS_RULES.companies)];
