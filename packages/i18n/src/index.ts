import { account } from './areas/account.js';
import { auth } from './areas/auth.js';
import { common } from './areas/common.js';
import { desktopOnly } from './areas/desktopOnly.js';
import { errors } from './areas/errors.js';
import { maintenance } from './areas/maintenance.js';
import { notFound } from './areas/notFound.js';
import { notifications } from './areas/notifications.js';
import { orders } from './areas/orders.js';
import { patients } from './areas/patients.js';
import { profile } from './areas/profile.js';
import { registration } from './areas/registration.js';
import { shell } from './areas/shell.js';
import { support } from './areas/support.js';
import { validation } from './areas/validation.js';

export type { Texts } from './defineArea.js';

export const supportedLanguages = ['de', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'de';

// One entry per area; a new area is one file plus one line here.
const areas = {
  account,
  auth,
  common,
  desktopOnly,
  errors,
  maintenance,
  notFound,
  notifications,
  orders,
  patients,
  profile,
  registration,
  shell,
  support,
  validation,
};

type Areas = typeof areas;
export type Translation<L extends Language> = { readonly [A in keyof Areas]: Areas[A][L] };

function translationIn<L extends Language>(language: L): Translation<L> {
  const entries = Object.entries(areas).map(([name, area]) => [name, area[language]]);
  return Object.fromEntries(entries) as Translation<L>;
}

export const resources = {
  de: { translation: translationIn('de') },
  en: { translation: translationIn('en') },
};
