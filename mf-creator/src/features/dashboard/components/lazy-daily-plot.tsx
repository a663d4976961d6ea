import { lazy } from 'react';

/** The chart library's code, asked for on its own: the dashboard's figures never wait for it. */
export const loadDailyPlot = () => import(/* webpackChunkName: "dashboard-plot" */ './daily-plot');

export const LazyDailyPlot = lazy(() => loadDailyPlot().then((module) => ({ default: module.DailyPlot })));
