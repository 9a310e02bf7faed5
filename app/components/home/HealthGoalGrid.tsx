import { healthGoalLinks } from "~/content/home";

export function HealthGoalGrid() {
  return (
    <section className="container-page py-10" aria-labelledby="health-goals">
      <h2 id="health-goals" className="section-title">
        Shop by Health Goal
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
        {healthGoalLinks.map((goal) => (
          <li key={goal.href}>
            <a href={goal.href} className="goal-link">
              {goal.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
