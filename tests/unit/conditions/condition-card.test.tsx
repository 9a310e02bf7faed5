import { MemoryRouter } from "react-router-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConditionCard } from "~/components/conditions/ConditionCard";
import { conditionsIndexCards } from "~/content/conditions";

const card = conditionsIndexCards.find((c) => c.href === "/conditions/heart-health")!;
const render = (showCTAs: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ConditionCard condition={card} showCTAs={showCTAs} />
    </MemoryRouter>,
  );

describe("condition card", () => {
  it("links to the condition page with Explore by default", () => {
    const html = render(false);
    expect(html).toContain('href="/conditions/heart-health"');
    expect(html).toContain(">Explore<");
    expect(html).not.toContain("Take Quiz");
  });

  it("offers the quiz and the collection with showCTAs", () => {
    const html = render(true);
    expect(html).toContain("Take Quiz for Heart Health");
    expect(html).toContain('href="/shop?collection=287821037662"');
    expect(html).toContain(">View Products<");
    expect(html).not.toContain(">Explore<");
  });
});
