import { STATUS_TONE_COLOURS, type StatusTone } from '@portal/shared-types';

/**
 * A CSS rule giving `selector` the printed colours of a tone of the one status mapping (shared-types
 * status-display), so the PDFs' result and status marks match the screens' tags.
 */
export function toneCss(selector: string, tone: StatusTone, { background = true } = {}): string {
  const { text, background: tint } = STATUS_TONE_COLOURS[tone];
  return `${selector} { color: ${text};${background ? ` background: ${tint};` : ''} }`;
}
