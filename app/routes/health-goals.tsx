import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import {
  Bone,
  Brain,
  Droplet,
  Flower2,
  Heart,
  Leaf,
  Moon,
  Scale,
  Shield,
  Smile,
  User,
  Zap,
} from "~/components/ui/icons";
import { PageHero } from "~/components/page/PageHero";
import { healthGoals } from "~/content/health-goals";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

const ICONS = {
  droplet: Droplet,
  heart: Heart,
  leaf: Leaf,
  brain: Brain,
  shield: Shield,
  zap: Zap,
  moon: Moon,
  smile: Smile,
  scale: Scale,
  user: User,
  flower: Flower2,
  bone: Bone,
};

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Shop by Health Goal",
    description: "Find BioLife supplements for the health goal that matters to you.",
    path: "/health-goals",
    siteUrl: siteUrlFrom(matches),
  });

export const headers = staticPageHeaders;

export default function HealthGoals() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Health Goals"
        title="Shop by Health Goal"
        intro="Choose what you are working toward and we will show you the supplements made for it."
      />
      <ul className="container-page grid grid-cols-1 gap-5 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {healthGoals.map((goal) => {
          const Icon = ICONS[goal.icon];
          return (
            <li key={goal.title}>
              <Link
                to={goal.href}
                className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
              >
                <span
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                  aria-hidden="true"
                >
                  <Icon className="h-6 w-6" />
                </span>
                <span>
                  <span className="block text-lg font-bold text-brand-900">{goal.title}</span>
                  <span className="mt-1 block text-sm text-slate-700">{goal.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
