import { useId, useState } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat, useTranslation } from '@kora/shared';
import { formatDate } from '@kora/shared/format';
import type { DashboardDay } from '@kora/shared/contracts';

interface DailyChartProps {
  title: string;
  days: readonly DashboardDay[];
  measure: 'plays' | 'sales';
  /** Plays read best as a line over time, sales (a few a day) as bars. */
  shape: 'area' | 'bar';
}

const CHART_HEIGHT = 240;

/**
 * A figure per day over the last 30 days: a chart (keyboard-explorable, recharts' accessibility layer)
 * followed by the same figures as a table, hidden from sight unless asked for, always there for screen readers.
 */
export function DailyChart({ title, days, measure, shape }: DailyChartProps) {
  const { t } = useTranslation('creator');
  const format = useFormat();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const shortDate = new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const points = days.map((day) => ({
    label: shortDate.format(new Date(`${day.date}T00:00:00Z`)),
    value: day[measure],
  }));
  const number = new Intl.NumberFormat(format.locale);
  const total = days.reduce((sum, day) => sum + day[measure], 0);
  const summary = t(`dashboard.charts.${measure}Total`, { count: total, total: number.format(total) });
  const name = t(`dashboard.charts.${measure}`);

  const common = {
    data: points,
    accessibilityLayer: true,
    responsive: true,
    style: { width: '100%', height: CHART_HEIGHT },
    margin: { top: 8, right: 8, bottom: 0, left: -16 },
    title,
    desc: summary,
  };
  const axes = (
    <>
      <CartesianGrid stroke="var(--kora-border)" strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fill: 'var(--kora-text-muted)', fontSize: 12 }} minTickGap={16} />
      <YAxis allowDecimals={false} tick={{ fill: 'var(--kora-text-muted)', fontSize: 12 }} width={48} />
      <Tooltip
        formatter={(value) => [value, name]}
        contentStyle={{ background: 'var(--kora-surface-raised)', border: '1px solid var(--kora-border)' }}
      />
    </>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="kora-creator-dashboard__section kora-creator-chart">
      <h2 id={`${id}-title`} className="kora-creator-chart__title">
        {title}
      </h2>
      <p className="kora-creator-chart__summary">{summary}</p>
      <div className="kora-creator-chart__plot">
        {shape === 'area' ? (
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
        )}
      </div>
      <button
        type="button"
        className="kora-button kora-creator-chart__toggle"
        aria-expanded={tableShown}
        aria-controls={`${id}-table`}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {t(tableShown ? 'dashboard.charts.hideTable' : 'dashboard.charts.showTable')}
      </button>
      <div id={`${id}-table`} className={tableShown ? 'kora-creator-chart__table' : 'kora-visually-hidden'}>
        <table>
          <caption>{t('dashboard.charts.tableCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.charts.day')}</th>
              <th scope="col">{name}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDate(day.date, format.locale, 'UTC')}</th>
                <td>{number.format(day[measure])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
