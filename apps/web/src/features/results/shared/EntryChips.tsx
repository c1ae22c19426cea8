import { H4, Tag } from '@blueprintjs/core';
import { useInternalLink } from '../../../shared/links/useInternalLink';

interface Entry {
  id: string;
  name: string;
}

interface Props {
  title: string;
  entries: readonly Entry[];
  /** Where a chip leads; without it the chips are plain. */
  linkTo?: (entry: Entry) => string;
}

function LinkChip({ name, to }: { name: string; to: string }) {
  const link = useInternalLink(to);
  return (
    <a className="entry-chip-link" {...link}>
      <Tag round interactive intent="primary" minimal>
        {name}
      </Tag>
    </a>
  );
}

/** A titled list of chips (symptoms, indications, micronutrients…); nothing when the list is empty. */
export function EntryChips({ title, entries, linkTo }: Props) {
  if (!entries.length) return null;
  return (
    <section className="entry-chips">
      <H4>{title}</H4>
      <div className="chips">
        {entries.map((entry) =>
          linkTo ? (
            <LinkChip key={entry.id} name={entry.name} to={linkTo(entry)} />
          ) : (
            <Tag key={entry.id} round minimal>
              {entry.name}
            </Tag>
          ),
        )}
      </div>
    </section>
  );
}
