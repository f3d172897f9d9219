/**
 * The handle of a portal route only owners may open (app/router-partner.tsx): new and edit
 * product, issue and offers, overview, audit log, staff. For the desk role the portal shell shows
 * the "not allowed" page in its place, so the page never renders nor asks the API for its data
 * (the API refuses those operations to the desk anyway: STAFF_ROLE_FORBIDDEN).
 */
export const OWNER_ONLY_PAGE = { ownerOnly: true } as const;

/** True for a route handle that marks an owner-only page. */
export function isOwnerOnlyPage(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as { ownerOnly?: unknown }).ownerOnly === true
  );
}
