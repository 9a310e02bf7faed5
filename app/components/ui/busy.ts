/**
 * A button busy posting stays focusable: `aria-disabled` instead of `disabled`, which would drop the focus of a
 * keyboard user to <body>. Its form ignores presses while busy (useCartFetcher's `submit`, CardsCartForm).
 */
export const busyButton = (busy: boolean) => ({ "aria-disabled": busy || undefined });
