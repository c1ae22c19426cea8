import {
  Bar,
  BarChart,
  CartesianGrid,
  Label,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { countTick, formatDayMonth } from '../../shared/charts/chartFormat';

export interface SubscriptionsPerWeekChartProps {
  weeks: readonly { weekStart: string; active: number; paused: number }[];
  labels: { weekAxis: string; countAxis: string; active: string; paused: string };
}

// The status mapping's tones: active green, paused yellow (design/ui.md).
const ACTIVE = '#238551';
const PAUSED = '#c87619';

/** Active and paused subscriptions per week, stacked (recharts, loaded lazily). */
export default function SubscriptionsPerWeekChart({ weeks, labels }: SubscriptionsPerWeekChartProps) {
  return (
    <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 480, height: 240 }}>
      <BarChart
        data={[...weeks]}
        margin={{ top: 8, right: 16, bottom: 24, left: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="weekStart" tickFormatter={formatDayMonth}>
          <Label value={labels.weekAxis} position="insideBottom" offset={-16} />
        </XAxis>
        <YAxis tickFormatter={countTick} width={64} allowDecimals={false}>
          <Label
            value={labels.countAxis}
            angle={-90}
            position="insideLeft"
            style={{ textAnchor: 'middle' }}
          />
        </YAxis>
        <Tooltip labelFormatter={(week) => (typeof week === 'string' ? formatDayMonth(week) : '')} />
        <Legend verticalAlign="top" height={24} />
        <Bar dataKey="active" name={labels.active} stackId="status" fill={ACTIVE} isAnimationActive={false} />
        <Bar dataKey="paused" name={labels.paused} stackId="status" fill={PAUSED} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
