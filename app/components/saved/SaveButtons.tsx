import { GitCompare, Heart } from "~/components/ui/icons";
import { notify } from "~/components/ui/Toasts";
import { addToComparison, addToWishlist, COMPARE_MAX, contains, type SavedProduct } from "~/lib/saved/lists";
import { useSavedList } from "./useSavedList";

/** Wishlist and compare buttons of a product card (scripts only: the lists live in the browser). */
export default function SaveButtons({ product }: { product: SavedProduct }) {
  const [wishlist, setWishlist] = useSavedList("wishlist");
  const [comparison, setComparison] = useSavedList("comparison");
  const inWishlist = contains(wishlist, product.id);
  const inComparison = contains(comparison, product.id);
  const full = comparison.length >= COMPARE_MAX;

  const wish = () =>
    setWishlist((list) => {
      const { list: next, added } = addToWishlist(list, product);
      void notify({ title: added ? "Added to wishlist!" : "Already in wishlist" });
      return next;
    });
  const compare = () =>
    setComparison((list) => {
      const { list: next, result } = addToComparison(list, product);
      void notify({
        title:
          result === "added"
            ? "Added to comparison!"
            : result === "duplicate"
              ? "Already in comparison"
              : `You can compare up to ${COMPARE_MAX} products`,
      });
      return next;
    });

  return (
    <div className="flex gap-1">
      <button
        type="button"
        className="btn-ghost flex-1 px-2 text-xs"
        onClick={wish}
        aria-disabled={inWishlist || undefined}
        aria-label={`${inWishlist ? "In Wishlist" : "Add to Wishlist"}: ${product.title}`}
      >
        <Heart className={`h-4 w-4 ${inWishlist ? "fill-red-500 text-red-500" : ""}`} />{" "}
        {inWishlist ? "In Wishlist" : "Wishlist"}
      </button>
      <button
        type="button"
        className="btn-ghost flex-1 px-2 text-xs"
        onClick={compare}
        aria-disabled={inComparison || full || undefined}
        aria-label={`${inComparison ? "Comparing" : "Compare"}: ${product.title}`}
      >
        <GitCompare className="h-4 w-4" /> {inComparison ? "Comparing" : "Compare"}
      </button>
    </div>
  );
}
