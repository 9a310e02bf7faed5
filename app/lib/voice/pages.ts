/** Where the voice commands take the shopper (SPEC §2 "Voice assistant can navigate to"). */
export const VOICE_PAGES = {
  home: "/",
  shop: "/shop",
  about: "/about",
  conditions: "/conditions",
  learn: "/learn",
  community: "/community",
  contact: "/contact",
  cart: "/cart",
  account: "/account",
} as const;

export type VoicePage = keyof typeof VOICE_PAGES;

export const pagePath = (page: string): string | null =>
  Object.hasOwn(VOICE_PAGES, page.trim().toLowerCase()) ? VOICE_PAGES[page.trim().toLowerCase() as VoicePage] : null;

export const searchPath = (query: string) => `/shop?${new URLSearchParams({ search: query.trim() })}`;
export const productPath = (handle: string) => `/product/${encodeURIComponent(handle.trim())}`;
