import { reasonText } from '../relay/reasonText';
import { RestError } from './rest';

/**
 * The first message a REST answer gave for `field`: in the user's language when the API sent the message's
 * code and the catalogue has a text for it, else the server's own wording. Undefined when the field has none.
 */
export function restFieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof RestError)) return undefined;
  const message = error.fieldErrors[field]?.[0];
  return message === undefined ? undefined : reasonText(error.fieldReasons[field]?.[0], message);
}
