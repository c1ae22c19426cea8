import { graphql, useFragment } from 'react-relay';
import { type InterpretationDetails_interpretation$key } from './__generated__/InterpretationDetails_interpretation.graphql';

/** The expanded text of one interpretation: its chapter, the chapter text and the explanation. */
export function InterpretationDetails({
  label,
  interpretationRef,
}: {
  label: string;
  interpretationRef: InterpretationDetails_interpretation$key | null | undefined;
}) {
  const interpretation = useFragment(
    graphql`
      fragment InterpretationDetails_interpretation on MedicationInterpretation {
        chapter
        chapter_text
        text_de
      }
    `,
    interpretationRef,
  );
  if (!interpretation) return null;
  return (
    <div className="interpretation-details">
      <strong>
        {label}: {interpretation.chapter}
      </strong>
      <p>{interpretation.chapter_text}</p>
      {interpretation.text_de && <p>{interpretation.text_de}</p>}
    </div>
  );
}
