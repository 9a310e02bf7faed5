/** The BioLife logo shown over the hero while a slide changes (decorative). */
export function HeroOverlay({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <div
      className="absolute inset-0 z-20 flex items-center justify-center bg-brand-900/85"
      aria-hidden="true"
      data-testid="hero-overlay"
    >
      <span className="text-4xl font-extrabold tracking-tight text-white">
        Bio<span className="text-gold-400">Life</span>
      </span>
    </div>
  );
}
