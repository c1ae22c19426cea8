import {
  CartesianGrid,
  Label,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { countTick, euroTick, formatEuro } from '../../shared/charts/chartFormat';

export interface DayPoint {
  day: number;
  ordersThis?: number;
  ordersLast?: number;
  revenueThis?: number;
  revenueLast?: number;
}

export interface OrdersPerDayChartProps {
  days: readonly DayPoint[];
  labels: {
    dayAxis: string;
    ordersAxis: string;
    revenueAxis: string;
    thisMonth: string;
    lastMonth: string;
  };
}

const THIS = '#2d72d2';
const LAST = '#5f6b7c';

function DayChart({
  days,
  labels,
  keys,
  yAxis,
  tick,
  format,
}: OrdersPerDayChartProps & {
  keys: ['ordersThis', 'ordersLast'] | ['revenueThis', 'revenueLast'];
  yAxis: string;
  tick: (value: number) => string;
  format: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 480, height: 240 }}>
      <LineChart
        data={[...days]}
        margin={{ top: 8, right: 16, bottom: 24, left: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" type="number" domain={[1, 31]} ticks={[1, 5, 10, 15, 20, 25, 31]}>
          <Label value={labels.dayAxis} position="insideBottom" offset={-16} />
        </XAxis>
        <YAxis tickFormatter={tick} width={80} allowDecimals={false}>
          <Label value={yAxis} angle={-90} position="insideLeft" style={{ textAnchor: 'middle' }} />
        </YAxis>
        <Tooltip formatter={(value, name) => [typeof value === 'number' ? format(value) : '', name]} />
        <Legend verticalAlign="top" height={24} />
        <Line
          dataKey={keys[0]}
          name={labels.thisMonth}
          stroke={THIS}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
          connectNulls={false}
        />
        <Line
          dataKey={keys[1]}
          name={labels.lastMonth}
          stroke={LAST}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/**
 * Orders and revenue per day of the month: this month (solid) against last month (dashed), one chart each
 * so each has its own unit on the y axis (recharts, loaded lazily).
 */
export default function OrdersPerDayChart(props: OrdersPerDayChartProps) {
  return (
    <div className="chart-row">
      <DayChart
        {...props}
        keys={['ordersThis', 'ordersLast']}
        yAxis={props.labels.ordersAxis}
        tick={countTick}
        format={countTick}
      />
      <DayChart
        {...props}
        keys={['revenueThis', 'revenueLast']}
        yAxis={props.labels.revenueAxis}
        tick={euroTick}
        format={formatEuro}
      />
    </div>
  );
}
