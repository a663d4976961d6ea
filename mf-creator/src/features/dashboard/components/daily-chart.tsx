import { Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { useFormat, useTranslation } from '@kora/shared';
import type { DashboardDay } from '@kora/shared/contracts';
import { LazyDailyPlot } from './lazy-daily-plot';

interface DailyChartProps {
  title: string;
  days: readonly DashboardDay[];
  measure: 'plays' | 'sales';
  /** Plays read best as a line over time, sales (a few a day) as bars. */
  shape: 'area' | 'bar';
}

/**
 * A figure per day over the last 30 days: its total, a chart, then the same figures as a table, hidden
 * from sight unless asked for, always there for screen readers. The chart is drawn after everything
 * else is on screen, in the room kept for it, so the figures never wait for it.
 */
export function DailyChart({ title, days, measure, shape }: DailyChartProps) {
  const { t } = useTranslation('creator');
  const format = useFormat();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  // One formatter of each kind for the 30 days (making one is what costs).
  const { shortDate, longDate, number } = useMemo(
    () => ({
      shortDate: new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      longDate: new Intl.DateTimeFormat(format.locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      number: new Intl.NumberFormat(format.locale),
    }),
    [format.locale],
  );
  const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
  const points = days.map((day) => ({ label: shortDate.format(dayOf(day.date)), value: day[measure] }));
  const total = days.reduce((sum, day) => sum + day[measure], 0);
  const summary = t(`dashboard.charts.${measure}Total`, { count: total, total: number.format(total) });
  const name = t(`dashboard.charts.${measure}`);

  // False on the first drawing, true on the next one, which React does in the background.
  const drawPlot = useDeferredValue(true, false);

  return (
    <section aria-labelledby={`${id}-title`} className="kora-creator-dashboard__section kora-creator-chart">
      <h2 id={`${id}-title`} className="kora-creator-chart__title">
        {title}
      </h2>
      <p className="kora-creator-chart__summary">{summary}</p>
      <div className="kora-creator-chart__plot">
        {drawPlot && (
          <Suspense fallback={null}>
            <LazyDailyPlot points={points} name={name} title={title} summary={summary} shape={shape} />
          </Suspense>
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
                <th scope="row">{longDate.format(dayOf(day.date))}</th>
                <td>{number.format(day[measure])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
