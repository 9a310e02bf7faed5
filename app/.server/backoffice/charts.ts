import { scaleBand, scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";
import type { ChartModel } from "~/lib/backoffice/chart";

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 44 };
const plot = { left: MARGIN.left, top: MARGIN.top, right: WIDTH - MARGIN.right, bottom: HEIGHT - MARGIN.bottom };
/** At most this many labels on the x axis: a long campaign still reads. */
const MAX_X_LABELS = 8;

const everyNth = <T>(items: T[]) => {
  const step = Math.max(1, Math.ceil(items.length / MAX_X_LABELS));
  return items.filter((_, i) => i % step === 0 || i === items.length - 1);
};

/** A bar per day (or any label), counts on the y axis from 0. */
export function barChart(series: { label: string; value: number }[], columns: [string, string]): ChartModel {
  const x = scaleBand<string>()
    .domain(series.map((d) => d.label))
    .range([plot.left, plot.right])
    .padding(0.2);
  const max = Math.max(1, ...series.map((d) => d.value));
  const y = scaleLinear().domain([0, max]).nice().range([plot.bottom, plot.top]);
  return {
    width: WIDTH,
    height: HEIGHT,
    plot,
    bars: series.map((d) => ({
      x: x(d.label)!,
      y: y(d.value),
      width: x.bandwidth(),
      height: plot.bottom - y(d.value),
      label: `${d.label}: ${d.value}`,
    })),
    line: null,
    points: [],
    xTicks: everyNth(series).map((d) => ({ x: x(d.label)! + x.bandwidth() / 2, label: d.label.slice(5) })),
    yTicks: y.ticks(4).map((t) => ({ y: y(t), label: String(t) })),
    table: { columns, rows: series.map((d) => [d.label, String(d.value)]) },
  };
}

/** The share rated up per week as a line from 0 to 100 %, with the counts in the table. */
export function shareChart(weeks: { week: string; up: number; down: number }[]): ChartModel {
  const x = scalePoint<string>()
    .domain(weeks.map((w) => w.week))
    .range([plot.left, plot.right])
    .padding(0.5);
  const y = scaleLinear().domain([0, 100]).range([plot.bottom, plot.top]);
  const share = (w: { up: number; down: number }) => (w.up + w.down === 0 ? 0 : (100 * w.up) / (w.up + w.down));
  const points = weeks.map((w) => ({
    x: x(w.week)!,
    y: y(share(w)),
    label: `Week of ${w.week}: ${Math.round(share(w))}% rated up`,
  }));
  const path = line<{ x: number; y: number }>()
    .x((p) => p.x)
    .y((p) => p.y)(points);
  return {
    width: WIDTH,
    height: HEIGHT,
    plot,
    bars: [],
    line: weeks.length > 1 ? path : null,
    points,
    xTicks: everyNth(weeks).map((w) => ({ x: x(w.week)!, label: w.week.slice(5) })),
    yTicks: [0, 25, 50, 75, 100].map((t) => ({ y: y(t), label: `${t}%` })),
    table: {
      columns: ["Week of", "Rated up", "Rated down", "Share up"],
      rows: weeks.map((w) => [w.week, String(w.up), String(w.down), `${Math.round(share(w))}%`]),
    },
  };
}
