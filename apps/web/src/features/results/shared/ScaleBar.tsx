import { markerPercent, type ScaleInterval, scaleBands } from './scale';

interface Props {
  intervals: readonly ScaleInterval[];
  /** The result's position; null draws the scale without a mark. */
  value: number | null;
  markerColor?: string;
  /** What a screen reader hears instead of the colours. */
  label: string;
}

/** A summary scale: the coloured bands of the marker with a mark at the patient's result. */
export function ScaleBar({ intervals, value, markerColor, label }: Props) {
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
