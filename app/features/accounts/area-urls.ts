const PROFILE_AREAS = ["company", "bronze-member", "silver-member", "gold-member"] as const;
export type ProfileArea = (typeof PROFILE_AREAS)[number];

/** The area of the current path (its first segment when it is one of the four areas), bronze-member otherwise. */
export function areaFromPath(pathname: string): ProfileArea {
  const first = pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
  return (PROFILE_AREAS as readonly string[]).includes(first) ? (first as ProfileArea) : "bronze-member";
}

/** /{area}/user/{id}: a technician's profile inside the area the viewer is in. */
export function userProfileUrl(currentPath: string, userId: string): string {
  return `/${areaFromPath(currentPath)}/user/${encodeURIComponent(userId)}`;
}

/** /{area}/company/{id}: a company's profile inside the area the viewer is in. */
export function companyProfileUrl(currentPath: string, companyId: string): string {
  return `/${areaFromPath(currentPath)}/company/${encodeURIComponent(companyId)}`;
}
