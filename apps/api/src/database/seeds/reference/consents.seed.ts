import { keepConsentVersions } from '../../../modules/consents/index.js';
import type { DataSource } from 'typeorm';
import { ConsentAppliesTo, type Consent } from '../../../modules/catalog/entities/consent.entity.js';
import { ConsentType } from '@portal/shared-types';

type ConsentRow = Omit<Consent, 'id' | 'version' | 'applies_to'> & { applies_to?: ConsentAppliesTo };

// Texts of every consent the portal asks for. Keys are stable; texts may be edited and re-seeded.
export const CONSENTS: ConsentRow[] = [
  {
    key: 'user-terms',
    type: ConsentType.UserRegistration,
    required: true,
    sort_order: 1,
    de: 'Ich habe die Allgemeinen Geschäftsbedingungen und die Kooperationsvereinbarung für Ärztinnen, Ärzte und Therapeut/-innen gelesen und akzeptiere sie.',
    en: 'I have read and accept the general terms and conditions and the cooperation agreement for doctors and therapists.',
  },
  {
    key: 'user-privacy',
    type: ConsentType.UserRegistration,
    required: true,
    sort_order: 2,
    de: 'Ich habe die Datenschutzerklärung zur Kenntnis genommen. Meine Angaben werden zur Einrichtung und Verwaltung meines Kontos sowie zur Abrechnung der Beratungsgebühren verarbeitet (Art. 6 Abs. 1 lit. b DSGVO).',
    en: 'I have taken note of the privacy policy. My details are processed to set up and manage my account and to settle consulting fees (Art. 6(1)(b) GDPR).',
  },
  {
    key: 'user-newsletter',
    type: ConsentType.UserRegistration,
    required: false,
    sort_order: 3,
    de: 'Ich möchte per E-Mail über neue Analysen, Fortbildungen und Produkte informiert werden. Diese Einwilligung kann ich jederzeit widerrufen.',
    en: 'I would like to be informed by e-mail about new analyses, training courses and products. I can withdraw this consent at any time.',
  },
  {
    key: 'patient-health-data',
    type: ConsentType.NewPatient,
    required: true,
    sort_order: 1,
    de: 'Die Patientin bzw. der Patient hat schriftlich eingewilligt, dass ihre bzw. seine Gesundheitsdaten (Angaben zum Lebensstil, Laborwerte, Medikation) zum Zweck der Analyse und der Erstellung individueller Empfehlungen verarbeitet werden (Art. 9 Abs. 2 lit. a DSGVO). Die Einwilligung kann jederzeit mit Wirkung für die Zukunft widerrufen werden.',
    en: 'The patient has consented in writing to the processing of their health data (lifestyle information, laboratory values, medication) for analysis and the preparation of individual recommendations (Art. 9(2)(a) GDPR). The consent can be withdrawn at any time with effect for the future.',
  },
  {
    key: 'patient-information',
    type: ConsentType.NewPatient,
    required: true,
    sort_order: 2,
    de: 'Ich bestätige, dass ich die Patientin bzw. den Patienten über die Datenschutzhinweise und die Weitergabe der Probe an unser Partnerlabor informiert habe.',
    en: 'I confirm that I have informed the patient about the privacy notice and about passing the sample on to our partner laboratory.',
  },
  {
    key: 'order-genetic-data',
    type: ConsentType.NewOrder,
    required: true,
    // Asked for only when the order holds a DNA analysis (GenDG § 8 covers genetic examinations only).
    applies_to: ConsentAppliesTo.dna,
    sort_order: 1,
    de: 'Für DNA-Analysen: Die Patientin bzw. der Patient wurde gemäß Gendiagnostikgesetz (GenDG) über Zweck, Art, Umfang und Aussagekraft der genetischen Untersuchung aufgeklärt und hat schriftlich in die Untersuchung sowie in die Verarbeitung der genetischen Daten eingewilligt (§ 8 GenDG, Art. 9 Abs. 2 lit. a DSGVO).',
    en: 'For DNA analyses: the patient has been informed, as required by the German Genetic Diagnostics Act (GenDG), about the purpose, nature, scope and significance of the genetic test and has consented in writing to the test and to the processing of the genetic data (Section 8 GenDG, Art. 9(2)(a) GDPR).',
  },
  {
    key: 'order-sample-handling',
    type: ConsentType.NewOrder,
    required: true,
    sort_order: 2,
    de: 'Ich bestätige, dass die Probe gemäß der Anleitung entnommen und innerhalb der angegebenen Frist an das Labor versendet wird. Proben werden nach Abschluss der Analyse gemäß den gesetzlichen Vorgaben vernichtet.',
    en: 'I confirm that the sample will be taken according to the instructions and sent to the laboratory within the stated period. Samples are destroyed after the analysis in line with the legal requirements.',
  },
  {
    key: 'patient-terms',
    type: ConsentType.PatientRegistration,
    required: true,
    sort_order: 1,
    de: 'Ich akzeptiere die Nutzungsbedingungen des Patientenportals.',
    en: 'I accept the terms of use of the patient portal.',
  },
  {
    key: 'patient-privacy',
    type: ConsentType.PatientRegistration,
    required: true,
    sort_order: 2,
    de: 'Ich willige ein, dass meine Gesundheitsdaten und – falls eine DNA-Analyse beauftragt wurde – meine genetischen Daten zur Bereitstellung meiner Ergebnisse und Empfehlungen im Patientenportal verarbeitet werden (Art. 9 Abs. 2 lit. a DSGVO). Ich kann diese Einwilligung jederzeit widerrufen.',
    en: 'I consent to my health data and, where a DNA analysis was ordered, my genetic data being processed to provide my results and recommendations in the patient portal (Art. 9(2)(a) GDPR). I can withdraw this consent at any time.',
  },
  {
    key: 'blood-upload-consent',
    type: ConsentType.UploadBloodResult,
    required: true,
    sort_order: 1,
    de: 'Ich bestätige, dass die Patientin bzw. der Patient in die Übermittlung und Auswertung dieser Laborbefunde eingewilligt hat und dass die hochgeladenen Werte von ihr bzw. ihm stammen.',
    en: 'I confirm that the patient has consented to the transfer and evaluation of these laboratory results and that the uploaded values are theirs.',
  },
  {
    // Accepted once per practice on /financial before its first Gutschrift (issue 31, point 4).
    key: 'self-billing-agreement',
    type: ConsentType.SelfBilling,
    required: true,
    sort_order: 1,
    de: 'Vereinbarung über das Gutschriftverfahren (§ 14 Abs. 2 Satz 2 UStG): Die Praxis und der Portalbetreiber vereinbaren, dass der Portalbetreiber als Leistungsempfänger über die Beratungsleistungen der Praxis mit Gutschriften abrechnet. Die Gutschriften werden mit fortlaufender Nummer ausgestellt, der Praxis per E-Mail (PDF und E-Rechnung) zugestellt und im Portal bereitgestellt. Die Praxis prüft jede Gutschrift und widerspricht unverzüglich, wenn eine Angabe nicht zutrifft; mit dem Widerspruch verliert die Gutschrift ihre Wirkung als Rechnung. Die Praxis hält ihren steuerlichen Status, ihre Steuernummer bzw. USt-IdNr. und ihre Bankverbindung im Portal aktuell und teilt Änderungen (z. B. den Wegfall der Kleinunternehmerregelung) umgehend mit. Die Vereinbarung kann mit Wirkung für künftige Gutschriften in Textform gekündigt werden.',
    en: "Self-billing agreement (§ 14 (2) sentence 2 UStG): the practice and the portal operator agree that the operator, as the recipient of the service, settles the practice's consulting services by self-billed credit notes. The credit notes are numbered consecutively, sent to the practice by e-mail (PDF and e-invoice) and provided in the portal. The practice checks every credit note and objects without delay if any detail is not correct; an objected credit note loses its effect as an invoice. The practice keeps its tax status, tax number or VAT ID and bank details in the portal up to date and reports changes (e.g. leaving the small business scheme) at once. The agreement can be terminated in text form for future credit notes.",
  },
];

// An edited text gets the next version; consents given earlier keep the version they were given for.
export async function seedConsents(dataSource: DataSource): Promise<number> {
  for (const row of CONSENTS) {
    await dataSource.query(
      `INSERT INTO consents (key, type, required, sort_order, de, en, applies_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (key) DO UPDATE SET type = EXCLUDED.type, required = EXCLUDED.required,
         applies_to = EXCLUDED.applies_to,
         sort_order = EXCLUDED.sort_order, de = EXCLUDED.de, en = EXCLUDED.en,
         version = consents.version +
           CASE WHEN (consents.de, consents.en) IS DISTINCT FROM (EXCLUDED.de, EXCLUDED.en) THEN 1 ELSE 0 END`,
      [
        row.key,
        row.type,
        row.required,
        row.sort_order,
        row.de,
        row.en,
        row.applies_to ?? ConsentAppliesTo.all,
      ],
    );
  }
  // Every wording ever seeded stays readable (consent evidence points at it).
  await keepConsentVersions(dataSource, 'all');
  return CONSENTS.length;
}
