import {
  CartesianGrid,
  Label,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber, formatValue } from '../shared/formatValue';
import { type TrendPoint, trendTicks } from './trendData';

export interface BloodTrendChartProps {
  points: readonly TrendPoint[];
  domain: [number, number];
  optimal: { min: number | null; max: number | null };
  lab: { min: number | null; max: number | null };
  labels: {
    title: string;
    xAxis: string;
    yAxis: string;
    optimal: string;
    value: string;
    labMin: string;
    labMax: string;
  };
}

const GREEN = '#238551';
const LINE = '#2d72d2';
const LAB = '#c87619';

/**
 * The trend of the last values: labelled axes with the unit, the optimal band drawn behind the line, the lab's
 * reference bounds as dashed lines. Loaded lazily with recharts, so only this route pays for the library.
 */
export default function BloodTrendChart({ points, domain, optimal, lab, labels }: BloodTrendChartProps) {
  const dateOf = new Map(points.map((point) => [point.key, point.date]));
  const hasBand = optimal.min !== null || optimal.max !== null;
  return (
    <figure className="marker-chart" aria-label={labels.title}>
      {/* A fixed height: a percentage measures 0 before the route's CSS applies and recharts warns. */}
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={[...points]} margin={{ top: 16, right: 24, bottom: 28, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {hasBand && (
            <ReferenceArea
              y1={optimal.min ?? domain[0]}
              y2={optimal.max ?? domain[1]}
              fill={GREEN}
              fillOpacity={0.12}
              stroke="none"
              ifOverflow="hidden"
            >
              <Label value={labels.optimal} position="insideTopLeft" fill={GREEN} fontSize={12} />
            </ReferenceArea>
          )}
          {lab.min !== null && (
            <ReferenceLine y={lab.min} stroke={LAB} strokeDasharray="6 4" ifOverflow="hidden">
              <Label value={labels.labMin} position="insideBottomRight" fill={LAB} fontSize={11} />
            </ReferenceLine>
          )}
          {lab.max !== null && (
            <ReferenceLine y={lab.max} stroke={LAB} strokeDasharray="6 4" ifOverflow="hidden">
              <Label value={labels.labMax} position="insideTopRight" fill={LAB} fontSize={11} />
            </ReferenceLine>
          )}
          <XAxis dataKey="key" tickFormatter={(key: string) => dateOf.get(key) ?? ''}>
            <Label value={labels.xAxis} position="insideBottom" offset={-16} />
          </XAxis>
          <YAxis
            domain={domain}
            ticks={trendTicks(domain)}
            tickFormatter={(value: number) => formatNumber(value)}
            width={72}
          >
            <Label value={labels.yAxis} angle={-90} position="insideLeft" style={{ textAnchor: 'middle' }} />
          </YAxis>
          <Tooltip
            labelFormatter={(key) => (typeof key === 'string' ? (dateOf.get(key) ?? '') : '')}
            formatter={(value) => [typeof value === 'number' ? formatValue(value) : '', labels.value]}
          />
          <Line
            type="linear"
            dataKey="value"
            name={labels.value}
            stroke={LINE}
            strokeWidth={2}
            dot={(props: { cx?: number; cy?: number; index?: number; payload?: TrendPoint }) =>
              props.cx == null || props.cy == null || props.payload?.value == null ? (
                <g key={`dot-${props.index}`} />
              ) : (
                // Each value in its band's colour at its own date (the patient's range then).
                <circle
                  key={`dot-${props.index}`}
                  cx={props.cx}
                  cy={props.cy}
                  r={4}
                  stroke={LINE}
                  strokeWidth={2}
                  fill={props.payload.color ?? '#fff'}
                  data-color={props.payload.color ?? undefined}
                />
              )
            }
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
