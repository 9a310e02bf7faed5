import { describe, expect, it } from "vitest";
import { barChart, shareChart } from "~/.server/backoffice/charts";

describe("server-drawn charts", () => {
  it("draws a bar per day, heights in proportion, with the same numbers as a table", () => {
    const chart = barChart(
      [
        { label: "2030-01-01", value: 2 },
        { label: "2030-01-02", value: 8 },
        { label: "2030-01-03", value: 0 },
      ],
      ["Day", "Entries"],
    );
    expect(chart.bars).toHaveLength(3);
    expect(chart.bars[1].height).toBeCloseTo(chart.bars[0].height * 4, 5);
    expect(chart.bars[2].height).toBe(0);
    expect(chart.table).toEqual({
      columns: ["Day", "Entries"],
      rows: [
        ["2030-01-01", "2"],
        ["2030-01-02", "8"],
        ["2030-01-03", "0"],
      ],
    });
    for (const bar of chart.bars) expect(bar.y + bar.height).toBeCloseTo(chart.plot.bottom, 5);
  });

  it("keeps the x axis readable: at most eight labels for a long campaign", () => {
    const days = Array.from({ length: 90 }, (_, i) => ({ label: `2030-01-${String(i).padStart(2, "0")}`, value: i }));
    expect(barChart(days, ["Day", "Entries"]).xTicks.length).toBeLessThanOrEqual(9);
  });

  it("plots the share rated up per week from 0 to 100 %, a week without ratings at 0", () => {
    const chart = shareChart([
      { week: "2030-01-06", up: 3, down: 1 },
      { week: "2030-01-13", up: 0, down: 0 },
    ]);
    expect(chart.line).toMatch(/^M/);
    expect(chart.points.map((p) => p.label)).toEqual([
      "Week of 2030-01-06: 75% rated up",
      "Week of 2030-01-13: 0% rated up",
    ]);
    expect(chart.table.rows[0]).toEqual(["2030-01-06", "3", "1", "75%"]);
    expect(shareChart([]).table.rows).toEqual([]);
  });
});
