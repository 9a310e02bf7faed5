import { PROVIDER_NOTICE, whyDifferent } from "~/content/home";
import { CLAIMS } from "~/content/navigation";
import { QuizLink } from "~/components/quiz/QuizLink";

export function WhyDifferent() {
  return (
    <section className="container-page py-12" aria-labelledby="why-different">
      <h2 id="why-different" className="section-title text-center">
        Why Biolife Is Different
      </h2>
      <ul className="points">
        {whyDifferent.map((point) => (
          <li key={point.title} className="i-checked i-6">
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function QuizCallToAction() {
  return (
    <section className="bg-gold-400/20 py-12" aria-labelledby="quiz-cta">
      {/* The icon is drawn by CSS (.i-clipboard). */}
      <div className="container-page i-clipboard icon-head icon-brand text-center">
        <h2 id="quiz-cta" className="mt-2 text-2xl font-bold text-brand-900">
          Not Sure Where to Start?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">
          Answer four quick questions and get up to four recommendations for your goals.
        </p>
        <QuizLink className="btn-primary mt-6">Take the Wellness Quiz</QuizLink>
      </div>
    </section>
  );
}

export function ProviderNotice() {
  return (
    <aside className="container-page py-8" aria-label="Talk to your healthcare provider">
      <div className="i-stethoscope i-6 icon-amber flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-slate-800">
        <p className="text-sm">
          <strong>Consult your healthcare provider.</strong>
          {` ${PROVIDER_NOTICE}`}
        </p>
      </div>
    </aside>
  );
}

/** Their icons are drawn by CSS (.i-users ...). */
const CLAIM_ITEMS = [
  { text: CLAIMS.customers, icon: "i-users" },
  { text: CLAIMS.discount, icon: "i-handshake" },
  { text: CLAIMS.guarantee, icon: "i-checked" },
  { text: CLAIMS.shipping, icon: "i-checked" },
];

export function ClaimsBand() {
  return (
    <section className="bg-brand-900 py-6 text-white" aria-label="Our promises">
      <ul className="container-page claims">
        {CLAIM_ITEMS.map(({ text, icon }) => (
          <li key={text} className={`${icon} i-5`}>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
