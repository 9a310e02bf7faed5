import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * After a form post the shop refused as too busy (503) the page keeps its data
 * and the form what was typed: no loader runs again, so a reload the shedder
 * refuses too cannot put the error page in the form's place. Remix's single
 * fetch asks the server again after every action, a failed one too, for each
 * route that does not say otherwise here, so form routes export this. Any
 * other refusal (a message to fix, a giveaway that has ended) reloads as usual:
 * what the page shows may have changed with it.
 */
export const keepPageAfterRefusedPost: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 503 ? false : defaultShouldRevalidate;
