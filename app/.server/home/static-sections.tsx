import { renderToStaticMarkup } from "react-dom/server";
import { ClaimsBand, ProviderNotice, QuizCallToAction, WhyDifferent } from "~/components/home/ClosingSections";
import { Certifications } from "~/components/home/Certifications";
import { HealthGoalGrid } from "~/components/home/HealthGoalGrid";
import { HomeConditionCard } from "~/components/home/HomeConditionCard";
import { TestimonialCard } from "~/components/home/TestimonialCard";
import { conditionCarousels } from "~/content/home";
import { testimonials } from "~/content/testimonials";
import type { ReactNode } from "react";

export interface HomeStaticHtml {
  /** The condition carousels' headings, and their items' HTML by carousel id. */
  carousels: Array<{ id: string; title: string; itemsHtml: string }>;
  goalsHtml: string;
  testimonialsHtml: string;
  closingHtml: string;
}

const items = (nodes: ReactNode[]) =>
  renderToStaticMarkup(
    <>
      {nodes.map((node, i) => (
        <li key={i}>{node}</li>
      ))}
    </>,
  );

let made: HomeStaticHtml | null = null;

/**
 * The home page's static sections (content from app/content, plain links and delegated triggers, no handlers) as
 * HTML made once per process: the page shows it as server HTML (components/ui/ServerHtml.tsx), so their components
 * and content never reach the browser's bundle, and a first load neither hydrates them nor carries them as data.
 */
export function homeStaticHtml(): HomeStaticHtml {
  // In development each request renders them again, so an edit of their content shows on reload.
  if (process.env.NODE_ENV === "production" && made) return made;
  made = {
    carousels: conditionCarousels.map(({ id, title, cards }) => ({
      id,
      title,
      itemsHtml: items(cards.map((card) => <HomeConditionCard key={card.slug} card={card} />)),
    })),
    goalsHtml: renderToStaticMarkup(
      <>
        <HealthGoalGrid />
        <Certifications />
      </>,
    ),
    testimonialsHtml: items(testimonials.map((t) => <TestimonialCard key={t.name} testimonial={t} />)),
    closingHtml: renderToStaticMarkup(
      <>
        <WhyDifferent />
        <QuizCallToAction />
        <ProviderNotice />
        <ClaimsBand />
      </>,
    ),
  };
  return made;
}
