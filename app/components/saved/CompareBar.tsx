import { GitCompare } from "~/components/ui/icons";
import { lazy, Suspense, useState } from "react";
import { useFocusReturn } from "~/components/popups/useFocusReturn";
import { COMPARE_MAX } from "~/lib/saved/lists";
import { useSavedList } from "./useSavedList";

const CompareDialog = lazy(() => import("./CompareDialog"));

/** The shop's Compare button (n/4); the dialog loads when first opened. */
export default function CompareBar() {
  const [comparison] = useSavedList("comparison");
  const [open, setOpen] = useState(false);
  const returnFocus = useFocusReturn(open);
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <GitCompare className="h-4 w-4" /> Compare ({comparison.length}/{COMPARE_MAX})
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CompareDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
