import './statusTag.css';
import { type IconName, Tag } from '@blueprintjs/core';
import { type StatusIcon, type StatusKind, statusDisplay } from '@portal/shared-types';
import { type ReactNode } from 'react';
import { type TranslationKey } from '../../i18n/translationKey';
import { useTranslation } from 'react-i18next';

// Every status icon is one of Blueprint's: the compiler refuses a name Blueprint does not have.
const iconOf = (icon: StatusIcon): IconName => icon;

interface Props {
  kind: StatusKind;
  /** The status as the API sends it; null or undefined shows nothing. */
  value: string | null | undefined;
  /** Replaces the label (e.g. a plan's status with what it waits for); the tone and icon stay the status's. */
  children?: ReactNode;
  /** A round badge (the profile card). */
  round?: boolean;
}

/** A status as a tag: its label, the tone of the one mapping (shared-types status-display) and its icon. */
export function StatusTag({ kind, value, children, round = false }: Props) {
  const { t } = useTranslation();
  if (value == null) return null;
  const display = statusDisplay(kind, value);
  return (
    <Tag
      minimal
      round={round}
      intent={display.tone}
      icon={iconOf(display.icon)}
      data-status={value}
      className="status-tag"
    >
      {children ?? (display.known ? t(display.label as TranslationKey) : value)}
    </Tag>
  );
}
