import { graphql, useFragment } from 'react-relay';
import { type ValueScale_intervals$key } from './__generated__/ValueScale_intervals.graphql';
import { markerPercent, scaleBands } from './valueScale';

interface Props {
  intervalsRef: ValueScale_intervals$key;
  value: number | null | undefined;
  /** What the scale says in words (status and value), for screen readers and the tooltip. */
  label: string;
  size?: 'small' | 'large';
}

/** The read-only meaning slider: the marker's coloured bands with a marker at the value. */
export function ValueScale({ intervalsRef, value, label, size = 'small' }: Props) {
  const scale = useFragment(
    /* eslint-disable relay/unused-fields -- the bounds and shares are read by the scale functions */
    graphql`
      fragment ValueScale_intervals on ValueIntervals {
        minValue {
          value
          color
        }
        maxValue {
          value
          color
        }
        intervals {
          value
          color
          length_percent
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    intervalsRef,
  );
  const position = markerPercent(value, scale);
  return (
    <div className={`value-scale value-scale-${size}`} role="img" aria-label={label} title={label}>
      <div className="value-scale-bands">
        {scaleBands(scale.intervals).map((band, index) => (
          <span key={index} style={{ width: `${band.widthPercent}%`, background: band.color }} />
        ))}
      </div>
      {position !== null && <span className="value-scale-marker" style={{ left: `${position}%` }} />}
    </div>
  );
}
