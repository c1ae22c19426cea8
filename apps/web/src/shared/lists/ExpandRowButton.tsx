import { Button } from '@blueprintjs/core';

interface Props {
  expanded: boolean;
  onToggle: () => void;
  /** What the button does now: show or hide the row's details. */
  label: string;
}

/** The chevron at the start of an expandable list row (ui.md: lists with details folded in). */
export function ExpandRowButton({ expanded, onToggle, label }: Props) {
  return (
    <Button
      variant="minimal"
      size="small"
      icon={expanded ? 'chevron-down' : 'chevron-right'}
      aria-expanded={expanded}
      aria-label={label}
      onClick={onToggle}
    />
  );
}
