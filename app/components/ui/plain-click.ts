/**
 * The element matching `selector` that a plain primary click landed on, or
 * null. Clicks with a modifier key (new tab, new window) or already handled
 * keep the link's own behaviour.
 */
export function plainClickOn(event: MouseEvent, selector: string): Element | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return (event.target as Element | null)?.closest?.(selector) ?? null;
}
