import { lazy, Suspense, useEffect, useState } from "react";
import { useFocusReturn } from "~/components/popups/useFocusReturn";
import { plainClickOn } from "~/components/ui/plain-click";

const SearchDialog = lazy(() => import("./SearchDialog"));

/** Opens the search dialog from the header's search link and toggles it with Ctrl/Cmd+K. */
export function SearchHost() {
  const [open, setOpen] = useState(false);
  const returnFocus = useFocusReturn(open);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!plainClickOn(event, "[data-search-trigger]")) return;
      event.preventDefault();
      setOpen(true);
    };
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
    </Suspense>
  );
}
