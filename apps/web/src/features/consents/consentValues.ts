/** Form key of a consent's box, under the form's `consents` object. */
export const consentKey = (id: string) => `consent_${id}`;

/** The ids of the ticked boxes of a `consents` form object. */
export const acceptedConsentIds = (values: Record<string, boolean>): string[] =>
  Object.entries(values)
    .filter(([, ticked]) => ticked)
    .map(([key]) => key.replace(/^consent_/, ''));
