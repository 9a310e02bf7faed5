import type { ReactNode } from "react";

/** The top band of a content page: the page's only h1, with an optional eyebrow and intro. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-brand-50">
      <div className="container-page py-12 md:py-16">
        {eyebrow ? <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-extrabold text-brand-900 md:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
