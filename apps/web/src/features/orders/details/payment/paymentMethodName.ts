import { type TFunction } from 'i18next';

const namedMethods = ['creditcard', 'paypal', 'banktransfer', 'eps', 'klarna'] as const;
type NamedMethod = (typeof namedMethods)[number];

const isNamed = (id: string): id is NamedMethod => (namedMethods as readonly string[]).includes(id);

/** The provider's method id in the user's words; an id we have no name for is shown as it is. */
export const paymentMethodName = (id: string, t: TFunction): string =>
  isNamed(id) ? t(`orders.payment.methods.${id}`) : id;
