import { H4 } from '@blueprintjs/core';

/** A titled, numbered list of references; nothing when there are none. */
export function Bibliography({ title, references }: { title: string; references: readonly string[] }) {
  if (!references.length) return null;
  return (
    <section className="bibliography">
      <H4>{title}</H4>
      <ol>
        {references.map((reference, index) => (
          <li key={index}>{reference}</li>
        ))}
      </ol>
    </section>
  );
}
