import type { DailyFigure } from '@app/libs';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DailyChartsFrame } from './daily-charts-frame';

// MM-DD, the product's date order without the year: the charts cover the last 90 days.
// The size drawn before the container has been measured.
const CHART_SIZE = { width: 320, height: 260 };
// Room on the right for the last day's label.
const CHART_MARGIN = { top: 8, right: 24, bottom: 0, left: 0 };

const shortDay = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}`;

/**
 * Sign-ups and units per day. This file is the only one that imports the chart library, and the
 * dashboard loads it lazily, so no other page downloads the library.
 */
export default function DailyCharts({ signups, units }: { signups: DailyFigure[]; units: DailyFigure[] }) {
  const { t } = useTranslation();
  return (
    <DailyChartsFrame
      signups={
        <ResponsiveContainer initialDimension={CHART_SIZE}>
          <BarChart data={signups} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip labelFormatter={(label) => shortDay(String(label))} />
            <Bar dataKey="value" name={t('backOffice.dashboard.signups')} fill="#1677ff" />
          </BarChart>
        </ResponsiveContainer>
      }
      units={
        <ResponsiveContainer initialDimension={CHART_SIZE}>
          <AreaChart data={units} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} />
            <YAxis allowDecimals={false} width={48} />
            <Tooltip labelFormatter={(label) => shortDay(String(label))} />
            <Area dataKey="value" name={t('backOffice.dashboard.units')} stroke="#389e0d" fill="#b7eb8f" />
          </AreaChart>
        </ResponsiveContainer>
      }
    />
  );
}
