import type { ChartModel } from "~/lib/backoffice/chart";

/**
 * A chart the server drew (app/.server/backoffice/charts.ts) as SVG, with the
 * same numbers in a table beside it: the picture is hidden from screen
 * readers, which read the table.
 */
export function Chart({ title, model, empty }: { title: string; model: ChartModel; empty: string }) {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  if (model.table.rows.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  return (
    <figure className="grid gap-4 md:grid-cols-[2fr_1fr]" data-chart={id}>
      <svg
        viewBox={`0 0 ${model.width} ${model.height}`}
        className="h-auto w-full text-brand-700"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={model.plot.left}
          x2={model.plot.right}
          y1={model.plot.bottom}
          y2={model.plot.bottom}
          stroke="#9ca3af"
        />
        {model.yTicks.map((t) => (
          <g key={`y${t.label}`}>
            <line x1={model.plot.left} x2={model.plot.right} y1={t.y} y2={t.y} stroke="#e5e7eb" />
            <text x={model.plot.left - 6} y={t.y + 4} textAnchor="end" fontSize="11" fill="#4b5563">
              {t.label}
            </text>
          </g>
        ))}
        {model.xTicks.map((t) => (
          <text key={`x${t.label}`} x={t.x} y={model.plot.bottom + 18} textAnchor="middle" fontSize="11" fill="#4b5563">
            {t.label}
          </text>
        ))}
        {model.bars.map((b) => (
          <rect key={b.label} x={b.x} y={b.y} width={b.width} height={b.height} fill="currentColor" data-bar>
            <title>{b.label}</title>
          </rect>
        ))}
        {model.line ? <path d={model.line} fill="none" stroke="currentColor" strokeWidth="2" /> : null}
        {model.points.map((p) => (
          <circle key={p.label} cx={p.x} cy={p.y} r="4" fill="currentColor" data-point>
            <title>{p.label}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold">{title}</caption>
          <thead>
            <tr>
              {model.table.columns.map((c) => (
                <th key={c} scope="col" className="pr-3">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="pr-3 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="pr-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
