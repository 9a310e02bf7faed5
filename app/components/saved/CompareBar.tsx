import { GitCompare } from "~/components/ui/icons";
import { lazy, Suspense, useState } from "react";
import { COMPARE_MAX } from "~/lib/saved/lists";
import { useSavedList } from "./useSavedList";

const CompareDialog = lazy(() => import("./CompareDialog"));

/** The shop's Compare button (n/4); the dialog loads when first opened. */
export default function CompareBar() {
  const [comparison] = useSavedList("comparison");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <GitCompare className="h-4 w-4" /> Compare ({comparison.length}/{COMPARE_MAX})
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CompareDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
