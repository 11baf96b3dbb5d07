import { ACCESS_RULES } from "~/features/accounts/access";
import { guard } from "~/features/accounts/guards.server";
import type { Route } from "./+types/admin-only";

/** Admins only (/admin/*). Routes nested under this layout inherit it. */
export const middleware: Route.MiddlewareFunction[] = [guard(ACCESS_RULES.adminOnly)];
