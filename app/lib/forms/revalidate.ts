import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * After a refused form post (any 4xx or 5xx: a message to fix, or the shop too
 * busy) the page keeps its data and the form what was typed: no loader runs
 * again, so a refused reload cannot put the error page in the form's place.
 * Remix's single fetch asks the server again after every action, a failed one
 * too, for each route that does not say otherwise here (it passes
 * `defaultShouldRevalidate` as true), so form routes export this.
 */
export const keepPageAfterRefusedPost: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;
