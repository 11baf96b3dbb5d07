import { ACCESS_RULES } from "~/features/accounts/access";
import { guard } from "~/features/accounts/guards.server";
import type { Route } from "./+types/gold-members";

/** Individuals with gold (/gold-member/*). Routes nested under this layout inherit it. */
export const middleware: Route.MiddlewareFunction[] = [guard(ACCESS_RULES.goldMembers)];
