import { useHydrated } from "~/lib/react/hydrated";
import { ChatLauncher } from "~/components/chat/ChatLauncher";
import { SiteDialogs } from "~/components/popups/SiteDialogs";

/**
 * Site-wide widgets that float over every page (chat button, pop-ups, dialogs
 * opened from the header). Each loads its code on demand so the first page
 * load pays nothing for it.
 */
export function GlobalWidgets() {
  const hydrated = useHydrated();
  return (
    <>
      <ChatLauncher />
      {hydrated ? <SiteDialogs /> : null}
    </>
  );
}
