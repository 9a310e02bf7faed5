/**
 * A chart as the server drew it: plain shapes and labels, so the page renders
 * it as SVG with no chart code in the browser. `rows` is the same data as a
 * table, for screen readers and for anyone who wants the numbers.
 */
export interface ChartModel {
  width: number;
  height: number;
  bars: { x: number; y: number; width: number; height: number; label: string }[];
  /** An SVG path (d attribute) for a line chart, with a dot per point. */
  line: string | null;
  points: { x: number; y: number; label: string }[];
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; label: string }[];
  plot: { left: number; top: number; right: number; bottom: number };
  table: { columns: string[]; rows: string[][] };
}
