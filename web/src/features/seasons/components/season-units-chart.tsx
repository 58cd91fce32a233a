import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUnits } from '../../../shared/format/format-money';

// The size drawn before the container has been measured, as on the dashboard.
const CHART_SIZE = { width: 320, height: 260 };
const CHART_MARGIN = { top: 8, right: 16, bottom: 0, left: 0 };

export interface SeasonPoint {
  label: string;
  units: number;
}

/**
 * Units per season, every member together. The only file of this area that imports the chart
 * library; the seasons page loads it lazily. Its figures are in the table's footer for screen readers.
 */
export default function SeasonUnitsChart({ points }: { points: SeasonPoint[] }) {
  const { t, i18n } = useTranslation();
  const units = t('seasons.units.chartUnits');
  const summary = points
    .map((point) => `${point.label}: ${formatUnits(point.units, i18n.language)}`)
    .join(', ');
  return (
    <div className="seasons-chart" role="img" aria-label={`${t('seasons.units.chartTitle')}: ${summary}`}>
      <ResponsiveContainer initialDimension={CHART_SIZE}>
        <BarChart data={points} margin={CHART_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" minTickGap={8} />
          <YAxis allowDecimals={false} width={56} />
          <Tooltip formatter={(value) => formatUnits(Number(value), i18n.language)} />
          <Bar dataKey="units" name={units} fill="#1677ff" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
