/** What a card knows of a technician to link to their page: the id, and the page's address and visibility (issue 38). */
export type PageLinkPerson = { id: string; handle?: string | null; pageVisibility?: string | null };

/** Who looks at the card: whether they are signed in, and their area (bronze-member, company, admin…) for the member profile's link. */
export type PageLinkViewer = { signedIn: boolean; area: string | null };

/**
 * Where a technician's name on a card leads, as the viewer may follow it: /tecnicos/{handle} when the
 * page has an address and is public, or members-only and the viewer is signed in; otherwise a signed-in
 * viewer's /{area}/user/{id}; a visitor nothing (null), as a page they may not see would only ask them to sign in.
 */
export function technicianPageLink(person: PageLinkPerson, viewer: PageLinkViewer): string | null {
  const mayOpen = person.pageVisibility === "public" || (person.pageVisibility === "members" && viewer.signedIn);
  if (person.handle && mayOpen) return `/tecnicos/${person.handle}`;
  return viewer.signedIn && viewer.area ? `/${viewer.area}/user/${person.id}` : null;
}
