import { graphql, useFragment } from 'react-relay';
import { type ScaleBar_intervals$key } from './__generated__/ScaleBar_intervals.graphql';
import { markerPercent, scaleBands } from './scale';

interface Props {
  intervalsRef: ScaleBar_intervals$key;
  /** The result's position; null draws the scale without a mark. */
  value: number | null;
  markerColor?: string;
  /** What a screen reader hears instead of the colours. */
  label: string;
}

/** A summary scale: the coloured bands of the marker with a mark at the patient's result. */
export function ScaleBar({ intervalsRef, value, markerColor, label }: Props) {
  const intervals = useFragment(
    graphql`
      fragment ScaleBar_intervals on ValueInterval @relay(plural: true) {
        value
        color
        length_percent
      }
    `,
    intervalsRef,
  );
  return (
    <div className="scale-bar" role="img" aria-label={label}>
      {scaleBands(intervals).map((band, index) => (
        <span
          key={index}
          className="scale-band"
          style={{ width: `${band.width}%`, background: band.color }}
        />
      ))}
      {value !== null && (
        <span
          className="scale-marker"
          style={{ left: `${markerPercent(intervals, value)}%`, borderColor: markerColor }}
        />
      )}
    </div>
  );
}
