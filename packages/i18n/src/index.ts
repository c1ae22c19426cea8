import { account } from './areas/account.js';
import { adminOrders } from './areas/adminOrders.js';
import { adminDashboard } from './areas/adminDashboard.js';
import { adminPatients } from './areas/adminPatients.js';
import { adminSubscriptions } from './areas/adminSubscriptions.js';
import { audit } from './areas/audit.js';
import { auth } from './areas/auth.js';
import { bloodUploads } from './areas/bloodUploads.js';
import { bloodAnalysis } from './areas/bloodAnalysis.js';
import { bloodResults } from './areas/bloodResults.js';
import { common } from './areas/common.js';
import { creditNotes } from './areas/creditNotes.js';
import { desktopOnly } from './areas/desktopOnly.js';
import { dnaAnalysis } from './areas/dnaAnalysis.js';
import { documents } from './areas/documents.js';
import { errors } from './areas/errors.js';
import { exportsArea } from './areas/exports.js';
import { financial } from './areas/financial.js';
import { formulaTool } from './areas/formulaTool.js';
import { mails } from './areas/mails.js';
import { maintenance } from './areas/maintenance.js';
import { medication } from './areas/medication.js';
import { micronutrients } from './areas/micronutrients.js';
import { notFound } from './areas/notFound.js';
import { notifications } from './areas/notifications.js';
import { orders } from './areas/orders.js';
import { patientData } from './areas/patientData.js';
import { patientPortal } from './areas/patientPortal.js';
import { patientResults } from './areas/patientResults.js';
import { patients } from './areas/patients.js';
import { payment } from './areas/payment.js';
import { profile } from './areas/profile.js';
import { patientOrders } from './areas/patientOrders.js';
import { questionnaireLink } from './areas/questionnaireLink.js';
import { recipe } from './areas/recipe.js';
import { registration } from './areas/registration.js';
import { samples } from './areas/samples.js';
import { consents } from './areas/consents.js';
import { legal } from './areas/legal.js';
import { shell } from './areas/shell.js';
import { shop } from './areas/shop.js';
import { subscriptions } from './areas/subscriptions.js';
import { support } from './areas/support.js';
import { therapists } from './areas/therapists.js';
import { validation } from './areas/validation.js';
import { workQueue } from './areas/workQueue.js';
import { type Language } from './languages.js';

export type { Texts } from './defineArea.js';

export { fallbackLanguage, interpolate, type Language, supportedLanguages } from './languages.js';

// One entry per area; a new area is one file plus one line here.
const areas = {
  account,
  adminOrders,
  adminDashboard,
  adminPatients,
  adminSubscriptions,
  audit,
  auth,
  bloodUploads,
  bloodAnalysis,
  bloodResults,
  common,
  consents,
  creditNotes,
  desktopOnly,
  dnaAnalysis,
  documents,
  errors,
  exports: exportsArea,
  financial,
  formulaTool,
  legal,
  mails,
  maintenance,
  medication,
  micronutrients,
  notFound,
  notifications,
  orders,
  patientOrders,
  patientData,
  patientPortal,
  patientResults,
  patients,
  payment,
  profile,
  questionnaireLink,
  recipe,
  registration,
  samples,
  shell,
  shop,
  subscriptions,
  support,
  therapists,
  validation,
  workQueue,
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

/** Every text in one language, typed by key path: what the API reads its mails, documents and messages from. */
export function translationOf(language: Language): Translation<'de'> {
  // The English block has the same keys (defineArea checks it), so both read through the German type.
  return resources[language].translation as Translation<'de'>;
}
