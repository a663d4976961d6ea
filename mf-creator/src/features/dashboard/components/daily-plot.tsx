import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

interface DailyPoint {
  /** The day as the axis shows it ('12 nov.'). */
  label: string;
  value: number;
}

interface DailyPlotProps {
  points: readonly DailyPoint[];
  /** What a value counts ('Écoutes'), for the tooltip. */
  name: string;
  title: string;
  summary: string;
  /** Plays read best as a line over time, sales (a few a day) as bars. */
  shape: 'area' | 'bar';
}

const PLOT_HEIGHT = 240;

/** About six day labels along the month, whatever the width. */
const DAY_LABELS = 6;

/** Where SVG puts a label's baseline, from where recharts anchors it. */
const BASELINE: Readonly<Record<string, string>> = { start: '0.71em', middle: '0.32em', end: '0' };

interface AxisTickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: string;
  payload?: { value: string | number };
}

/**
 * An axis label as plain SVG text. Recharts' own label measures each of its words in a hidden span of the
 * page, a layout of the whole page each time: hundreds of milliseconds for a month of days.
 */
function AxisTick({ x, y, textAnchor, verticalAnchor = 'end', payload }: AxisTickProps) {
  return (
    <text x={x} y={y} dy={BASELINE[verticalAnchor]} textAnchor={textAnchor} fill="var(--kora-text-muted)" fontSize={12}>
      {payload?.value}
    </text>
  );
}

/** The chart drawing of a figure per day (keyboard-explorable, recharts' accessibility layer). */
export function DailyPlot({ points, name, title, summary, shape }: DailyPlotProps) {
  const common = {
    data: [...points],
    accessibilityLayer: true,
    responsive: true,
    style: { width: '100%', height: PLOT_HEIGHT },
    margin: { top: 8, right: 8, bottom: 0, left: -16 },
    title,
    desc: summary,
  };
  const axes = (
    <>
      {/* No vertical lines: without this, recharts would still place them, measuring every day label. */}
      <CartesianGrid
        stroke="var(--kora-border)"
        strokeDasharray="3 3"
        vertical={false}
        verticalCoordinatesGenerator={() => []}
      />
      {/* A set interval: to choose the labels itself, recharts would measure each of them too. */}
      <XAxis dataKey="label" tick={AxisTick} interval={Math.max(0, Math.ceil(points.length / DAY_LABELS) - 1)} />
      <YAxis allowDecimals={false} tick={AxisTick} interval={0} width={48} />
      <Tooltip
        formatter={(value) => [value, name]}
        contentStyle={{ background: 'var(--kora-surface-raised)', border: '1px solid var(--kora-border)' }}
      />
    </>
  );

  return shape === 'area' ? (
    <AreaChart {...common}>
      {axes}
      <Area
        type="monotone"
        dataKey="value"
        name={name}
        stroke="var(--kora-accent)"
        fill="var(--kora-accent)"
        fillOpacity={0.2}
      />
    </AreaChart>
  ) : (
    <BarChart {...common}>
      {axes}
      <Bar dataKey="value" name={name} fill="var(--kora-info)" />
    </BarChart>
  );
}
