import { Bar, BarChart, CartesianGrid, Label, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { euroTick, formatEuro, formatMonth } from '../../shared/charts/chartFormat';

export interface FeesPerMonthChartProps {
  months: readonly { month: string; amount: number }[];
  labels: { xAxis: string; yAxis: string; amount: string };
}

/** The practice's fees per month as bars, euros on the y axis (recharts, loaded lazily). */
export default function FeesPerMonthChart({ months, labels }: FeesPerMonthChartProps) {
  return (
    <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 640, height: 240 }}>
      <BarChart
        data={[...months]}
        margin={{ top: 8, right: 16, bottom: 24, left: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tickFormatter={formatMonth}>
          <Label value={labels.xAxis} position="insideBottom" offset={-16} />
        </XAxis>
        <YAxis tickFormatter={euroTick} width={88} allowDecimals={false}>
          <Label value={labels.yAxis} angle={-90} position="insideLeft" style={{ textAnchor: 'middle' }} />
        </YAxis>
        <Tooltip
          labelFormatter={(month) => (typeof month === 'string' ? formatMonth(month) : '')}
          formatter={(value) => [typeof value === 'number' ? formatEuro(value) : '', labels.amount]}
        />
        <Bar dataKey="amount" name={labels.amount} fill="#2d72d2" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
