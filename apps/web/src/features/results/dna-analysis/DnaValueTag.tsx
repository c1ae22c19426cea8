import { Tag } from '@blueprintjs/core';
import { type ReactNode } from 'react';
import { readableText } from '../../../shared/colour/readableText';

/** A DNA result's word in the interval's colours from the API, its text darkened where needed to read at 4.5:1. */
export function DnaValueTag({
  colour,
  background,
  children,
}: {
  colour: string;
  background: string;
  children: ReactNode;
}) {
  return (
    <Tag round style={{ color: readableText(colour, background), background }}>
      {children}
    </Tag>
  );
}
