import { healthGoalLinks } from "~/content/home";

export function HealthGoalGrid() {
  return (
    <section className="container-page py-10" aria-labelledby="health-goals">
      <h2 id="health-goals" className="section-title">
        Shop by Health Goal
      </h2>
      <ul className="goals">
        {healthGoalLinks.map((goal) => (
          <li key={goal.href}>
            <a href={goal.href}>{goal.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
