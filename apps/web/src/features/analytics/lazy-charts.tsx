import { lazy } from 'react';

// recharts is the heaviest dependency of the app; it lives in its own chunk and
// arrives only once a signed-in creator has figures to draw.
export const loadCharts = () => import('./charts');

export const RevenueTrendChart = lazy(() => loadCharts().then((m) => ({ default: m.RevenueTrendChart })));
export const MessagesByBotChart = lazy(() => loadCharts().then((m) => ({ default: m.MessagesByBotChart })));
export const HourlyActivityChart = lazy(() => loadCharts().then((m) => ({ default: m.HourlyActivityChart })));
