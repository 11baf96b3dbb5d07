import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { HeaderUser } from "./account-menu";

/** The signed-in user as the document knows them (name, home, unread counts), or null for a visitor: pages offer 'Únete' to visitors only. */
export function useSignedInUser(): HeaderUser {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}
