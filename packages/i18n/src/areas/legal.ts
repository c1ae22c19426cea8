import { defineArea } from '../defineArea.js';

// The legal pages inside the portal (issue 30, point 4): imprint, privacy notice, terms, cooperation
// agreement. The operator's data comes from the API's configuration (`operator` query) and is filled in
// through the placeholders: {{name}}, {{street}}, {{postalCode}}, {{city}}, {{country}}, {{register}},
// {{managingDirectors}}, {{vatId}}, {{email}}, {{phone}}, {{dpoName}}, {{dpoEmail}}, {{supportEmail}},
// {{supportPhone}}. Each page is a list of sections (`title`, `body`; paragraphs separated by a blank line).
//
// Sources: imprint § 5 DDG (Digitale-Dienste-Gesetz), § 18 Abs. 2 MStV; privacy notice DSGVO Art. 13 and 14,
// Art. 9(2)(a)/(h) for health data, Art. 28 for processors, Art. 15-21 and 77 for rights; genetic data
// GenDG § 8 (written consent before a genetic analysis); retention § 630f Abs. 3 BGB and § 10 Abs. 3 MBO-Ä
// (medical records, 10 years), § 147 AO and § 257 HGB (invoices and accounting records, 10 years).
//
// LEGAL SIGN-OFF REQUIRED: these templates are a complete first draft by engineering, not legal advice. A
// lawyer (and the data protection officer for the privacy notice) must review and approve every text before
// the portal goes live; the German text is binding.
export const legal = defineArea({
  de: {
    nav: {
      imprint: 'Impressum',
      privacy: 'Datenschutzerklärung',
      terms: 'Nutzungsbedingungen',
      cooperation: 'Kooperationsvereinbarung',
    },
    notFound: 'Diese Seite gibt es nicht.',
    loadFailed: 'Die Angaben des Betreibers konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    vatId: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {{vatId}}',
    imprint: {
      title: 'Impressum',
      s1: {
        title: 'Angaben gemäß § 5 DDG',
        body: '{{name}}\n{{street}}\n{{postalCode}} {{city}}\n{{country}}',
      },
      s2: {
        title: 'Vertreten durch',
        body: 'Geschäftsführung: {{managingDirectors}}',
      },
      s3: {
        title: 'Kontakt',
        body: 'Telefon: {{phone}}\nE-Mail: {{email}}',
      },
      s4: {
        title: 'Registereintrag',
        body: '{{register}}',
      },
      s5: {
        title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        body: '{{managingDirectors}}, Anschrift wie oben.',
      },
      s6: {
        title: 'Verbraucherstreitbeilegung',
        body: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Das Portal richtet sich an Ärztinnen, Ärzte und Therapeutinnen, Therapeuten als Unternehmer.',
      },
    },
    privacy: {
      title: 'Datenschutzerklärung',
      s1: {
        title: '1. Verantwortlicher',
        body: 'Verantwortlich für die Verarbeitung personenbezogener Daten in diesem Portal (Art. 4 Nr. 7 DSGVO) ist:\n\n{{name}}, {{street}}, {{postalCode}} {{city}}, {{country}}; Telefon {{phone}}, E-Mail {{email}}.',
      },
      s2: {
        title: '2. Datenschutzbeauftragte/r',
        body: 'Unsere Datenschutzbeauftragte bzw. unseren Datenschutzbeauftragten erreichen Sie unter: {{dpoName}}, E-Mail {{dpoEmail}} (Art. 13 Abs. 1 lit. b, Art. 37 DSGVO).',
      },
      s3: {
        title: '3. Welche Daten wir verarbeiten und wozu',
        body: 'Konten von Ärztinnen, Ärzten und Therapeutinnen, Therapeuten: Name, Anrede, Titel, E-Mail-Adresse, Passwort (nur als Hash), Praxisdaten, Bankverbindung für die Beratungsgebühr, Anmelde- und Sicherheitsdaten (Zwei-Faktor-Anmeldung, IP-Adressen im Protokoll). Zweck: Bereitstellung des Portals und Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO), Abrechnung (Art. 6 Abs. 1 lit. c DSGVO), Sicherheit des Portals (Art. 6 Abs. 1 lit. f DSGVO).\n\nPatientinnen und Patienten: Stammdaten (Name, Geburtsdatum, Geschlecht, Anschrift, E-Mail), Gesundheitsdaten (Blutwerte, Laborbefunde, Angaben zur Lebensweise, Medikation) und – bei einer DNA-Analyse – genetische Daten. Zweck: Durchführung und Auswertung der von der behandelnden Praxis beauftragten Analysen, Herstellung und Versand personalisierter Nahrungsergänzung, Abrechnung.',
      },
      s4: {
        title: '4. Gesundheitsdaten und genetische Daten (Art. 9 DSGVO)',
        body: 'Gesundheitsdaten und genetische Daten sind besondere Kategorien personenbezogener Daten. Wir verarbeiten sie auf Grundlage Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), die Sie gegenüber Ihrer Praxis oder bei der Registrierung im Portal erteilen, sowie für Zwecke der Gesundheitsvorsorge und medizinischen Diagnostik durch Ihre Praxis (Art. 9 Abs. 2 lit. h, Abs. 3 DSGVO).\n\nEine genetische Analyse wird nur nach Ihrer ausdrücklichen und schriftlichen Einwilligung nach § 8 Gendiagnostikgesetz (GenDG) durchgeführt. Sie können diese Einwilligung jederzeit widerrufen; die Analyse wird dann nicht begonnen oder ihre Ergebnisse werden vernichtet (§ 8 Abs. 2 GenDG).\n\nJede Einwilligung wird mit dem Wortlaut, dem Zeitpunkt, dem erteilenden Konto und der IP-Adresse gespeichert, damit wir sie nachweisen können (Art. 7 Abs. 1 DSGVO).',
      },
      s5: {
        title: '5. Herkunft der Daten (Art. 14 DSGVO)',
        body: 'Daten von Patientinnen und Patienten erhalten wir in der Regel nicht von ihnen selbst, sondern von der behandelnden Praxis, die sie im Portal erfasst, sowie vom Partnerlabor, das die Proben analysiert.',
      },
      s6: {
        title: '6. Empfänger und Auftragsverarbeiter (Art. 28 DSGVO)',
        body: 'Wir setzen Dienstleister ein, die Daten nur nach unserer Weisung verarbeiten und mit denen wir Verträge zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen haben: Hosting und Datenbank (Rechenzentrum in der EU), Versand von E-Mails, Zahlungsdienstleister (für Zahlungen der Patientinnen und Patienten), Partnerlabor und Hersteller (Analyse der Proben, Herstellung der Nahrungsergänzung). Die behandelnde Praxis erhält die Ergebnisse ihrer Patientinnen und Patienten. Eine Übermittlung in Drittländer außerhalb der EU/des EWR findet nicht statt.',
      },
      s7: {
        title: '7. Speicherdauer',
        body: 'Medizinische Befunde und die zugehörige Dokumentation bewahren wir zehn Jahre nach Abschluss der Behandlung auf (§ 630f Abs. 3 BGB, § 10 Abs. 3 MBO-Ä). Rechnungen, Gutschriften und Buchungsbelege bewahren wir zehn Jahre auf (§ 147 AO, § 257 HGB). Nachweise erteilter Einwilligungen bewahren wir so lange auf, wie die Verarbeitung auf ihnen beruht und Ansprüche daraus geltend gemacht werden können (Art. 17 Abs. 3 lit. e DSGVO). Kontodaten löschen wir nach Löschung des Kontos, soweit keine dieser Pflichten entgegensteht; Protokolle der Anmeldung nach spätestens 90 Tagen.',
      },
      s8: {
        title: '8. Ihre Rechte',
        body: 'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO). Wenden Sie sich dazu an {{dpoEmail}}.',
      },
      s9: {
        title: '9. Pflicht zur Bereitstellung',
        body: 'Ohne die im Portal als Pflichtfeld gekennzeichneten Angaben können wir das Portal nicht bereitstellen und keine Analysen durchführen. Eine automatisierte Entscheidungsfindung im Sinne von Art. 22 DSGVO findet nicht statt; Empfehlungen werden von der behandelnden Praxis geprüft.',
      },
    },
    terms: {
      title: 'Nutzungsbedingungen',
      s1: {
        title: '§ 1 Geltungsbereich',
        body: 'Diese Bedingungen gelten für die Nutzung des Portals von {{name}}, {{street}}, {{postalCode}} {{city}} („Betreiber“) durch Ärztinnen, Ärzte, Therapeutinnen und Therapeuten („Praxis“) und durch deren Patientinnen und Patienten.',
      },
      s2: {
        title: '§ 2 Registrierung und Zugang',
        body: 'Die Registrierung setzt einen gültigen Registrierungscode oder eine Einladung voraus. Zugangsdaten sind geheim zu halten; die Zwei-Faktor-Anmeldung ist zu nutzen, wenn der Betreiber sie verlangt. Der Betreiber kann Konten bei Missbrauch sperren.',
      },
      s3: {
        title: '§ 3 Leistungen',
        body: 'Der Betreiber stellt das Portal zur Verwaltung von Patientinnen und Patienten, zur Bestellung von Analysen und personalisierter Nahrungsergänzung und zur Einsicht in Ergebnisse bereit. Die medizinische Beurteilung und Behandlung bleibt allein Aufgabe der Praxis.',
      },
      s4: {
        title: '§ 4 Pflichten der Praxis',
        body: 'Die Praxis erfasst nur Daten von Patientinnen und Patienten, die eingewilligt haben, holt vor einer genetischen Analyse die schriftliche Einwilligung nach § 8 GenDG ein und klärt nach § 9 GenDG auf. Sie hält die Angaben ihres Kontos aktuell.',
      },
      s5: {
        title: '§ 5 Preise und Zahlung',
        body: 'Es gelten die im Portal bei der Bestellung angezeigten Preise einschließlich Umsatzsteuer. Zahlungen der Patientinnen und Patienten laufen über den Zahlungsdienstleister des Betreibers.',
      },
      s6: {
        title: '§ 6 Haftung',
        body: 'Der Betreiber haftet unbeschränkt bei Vorsatz, grober Fahrlässigkeit und für Schäden aus der Verletzung von Leben, Körper oder Gesundheit; im Übrigen nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden.',
      },
      s7: {
        title: '§ 7 Laufzeit und Kündigung',
        body: 'Die Nutzung kann jederzeit durch Löschung des Kontos beendet werden, soweit keine Patientinnen, Patienten, Aufträge oder laufenden Abonnements mit dem Konto verknüpft sind. Gesetzliche Aufbewahrungspflichten bleiben unberührt.',
      },
      s8: {
        title: '§ 8 Schlussbestimmungen',
        body: 'Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist {{city}}. Fragen richten Sie an {{supportEmail}} oder {{supportPhone}}.',
      },
    },
    cooperation: {
      title: 'Kooperationsvereinbarung',
      s1: {
        title: '§ 1 Vertragsparteien und Gegenstand',
        body: 'Diese Vereinbarung regelt die Zusammenarbeit zwischen {{name}}, {{street}}, {{postalCode}} {{city}}, vertreten durch {{managingDirectors}} („Betreiber“), und der im Portal registrierten Praxis bei Analysen, personalisierter Nahrungsergänzung und der Beratungsgebühr.',
      },
      s2: {
        title: '§ 2 Partnerschaftsmodell und Beratungsgebühr',
        body: 'Das Partnerschaftsmodell (Beratungsgebühr oder Praxiseinkauf) wird für jede Praxis festgelegt. Beim Modell Beratungsgebühr erhält die Praxis für ihre Beratung eine Vergütung, die der Betreiber per Gutschrift abrechnet; Voraussetzung sind hinterlegte IBAN und Kontoinhaber. Die berufsrechtlichen Grenzen (§§ 31, 32 MBO-Ä, § 299a StGB) sind einzuhalten: die Vergütung entlohnt die erbrachte Beratung und nicht die Zuweisung.',
      },
      s3: {
        title: '§ 3 Datenschutz',
        body: 'Die Praxis ist für die Erhebung der Daten ihrer Patientinnen und Patienten und für deren Einwilligungen verantwortlich. Soweit der Betreiber Daten im Auftrag der Praxis verarbeitet, gilt ergänzend ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO; soweit beide gemeinsam über Zwecke und Mittel entscheiden, eine Vereinbarung nach Art. 26 DSGVO. Ansprechpartner beim Betreiber: {{dpoName}}, {{dpoEmail}}.',
      },
      s4: {
        title: '§ 4 Aufbewahrung',
        body: 'Befunde werden zehn Jahre aufbewahrt (§ 630f Abs. 3 BGB, § 10 Abs. 3 MBO-Ä), Rechnungen und Gutschriften zehn Jahre (§ 147 AO, § 257 HGB).',
      },
      s5: {
        title: '§ 5 Laufzeit',
        body: 'Die Vereinbarung läuft auf unbestimmte Zeit und kann von beiden Seiten mit einer Frist von einem Monat zum Monatsende in Textform gekündigt werden. Kontakt: {{supportEmail}}, {{supportPhone}}.',
      },
    },
  },
  en: {
    nav: {
      imprint: 'Imprint',
      privacy: 'Privacy notice',
      terms: 'Terms of use',
      cooperation: 'Cooperation agreement',
    },
    notFound: 'This page does not exist.',
    loadFailed: "The operator's details could not be loaded. Please reload the page.",
    vatId: 'VAT identification number under § 27a UStG: {{vatId}}',
    imprint: {
      title: 'Imprint',
      s1: {
        title: 'Information under § 5 DDG',
        body: '{{name}}\n{{street}}\n{{postalCode}} {{city}}\n{{country}}',
      },
      s2: {
        title: 'Represented by',
        body: 'Managing directors: {{managingDirectors}}',
      },
      s3: {
        title: 'Contact',
        body: 'Phone: {{phone}}\nE-mail: {{email}}',
      },
      s4: {
        title: 'Register entry',
        body: '{{register}}',
      },
      s5: {
        title: 'Responsible for the content under § 18(2) MStV',
        body: '{{managingDirectors}}, address as above.',
      },
      s6: {
        title: 'Consumer dispute resolution',
        body: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. The portal is aimed at doctors and therapists acting as businesses.',
      },
    },
    privacy: {
      title: 'Privacy notice',
      s1: {
        title: '1. Controller',
        body: 'The controller of personal data processed in this portal (Art. 4(7) GDPR) is:\n\n{{name}}, {{street}}, {{postalCode}} {{city}}, {{country}}; phone {{phone}}, e-mail {{email}}.',
      },
      s2: {
        title: '2. Data protection officer',
        body: 'You can reach our data protection officer at: {{dpoName}}, e-mail {{dpoEmail}} (Art. 13(1)(b), Art. 37 GDPR).',
      },
      s3: {
        title: '3. What data we process and why',
        body: 'Accounts of doctors and therapists: name, salutation, title, e-mail address, password (as a hash only), practice details, bank details for the consulting fee, sign-in and security data (two-factor sign-in, IP addresses in the log). Purpose: providing the portal and performing the contract (Art. 6(1)(b) GDPR), invoicing (Art. 6(1)(c) GDPR), security of the portal (Art. 6(1)(f) GDPR).\n\nPatients: master data (name, date of birth, sex, address, e-mail), health data (blood values, lab reports, lifestyle answers, medication) and – for a DNA analysis – genetic data. Purpose: performing and evaluating the analyses ordered by the treating practice, producing and shipping personalised supplements, invoicing.',
      },
      s4: {
        title: '4. Health data and genetic data (Art. 9 GDPR)',
        body: 'Health data and genetic data are special categories of personal data. We process them on the basis of your explicit consent (Art. 9(2)(a) GDPR), given to your practice or when registering in the portal, and for preventive medicine and medical diagnosis by your practice (Art. 9(2)(h), (3) GDPR).\n\nA genetic analysis is performed only after your explicit written consent under § 8 of the German Genetic Diagnostics Act (GenDG). You may withdraw this consent at any time; the analysis is then not started or its results are destroyed (§ 8(2) GenDG).\n\nEvery consent is stored with its wording, time, the account that gave it and the IP address, so that we can demonstrate it (Art. 7(1) GDPR).',
      },
      s5: {
        title: '5. Where the data comes from (Art. 14 GDPR)',
        body: 'We usually receive patient data not from patients themselves but from the treating practice, which enters it in the portal, and from the partner lab that analyses the samples.',
      },
      s6: {
        title: '6. Recipients and processors (Art. 28 GDPR)',
        body: 'We use service providers who process data only on our instructions and with whom we have concluded data processing agreements under Art. 28 GDPR: hosting and database (data centre in the EU), e-mail delivery, payment provider (for patients’ payments), partner lab and manufacturer (analysing samples, producing supplements). The treating practice receives its patients’ results. Data is not transferred to third countries outside the EU/EEA.',
      },
      s7: {
        title: '7. Retention',
        body: 'We keep medical findings and their documentation for ten years after the treatment ends (§ 630f(3) BGB, § 10(3) MBO-Ä). We keep invoices, credit notes and accounting records for ten years (§ 147 AO, § 257 HGB). We keep evidence of consents for as long as processing relies on them and claims can be raised (Art. 17(3)(e) GDPR). Account data is deleted when the account is deleted unless one of these duties applies; sign-in logs after at most 90 days.',
      },
      s8: {
        title: '8. Your rights',
        body: 'You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and objection (Art. 21). You may withdraw a consent at any time with effect for the future (Art. 7(3) GDPR). You may lodge a complaint with a data protection supervisory authority (Art. 77 GDPR). Please contact {{dpoEmail}}.',
      },
      s9: {
        title: '9. Obligation to provide data',
        body: 'Without the details marked as required in the portal we cannot provide the portal or perform analyses. There is no automated decision-making within the meaning of Art. 22 GDPR; recommendations are reviewed by the treating practice.',
      },
    },
    terms: {
      title: 'Terms of use',
      s1: {
        title: '§ 1 Scope',
        body: 'These terms govern the use of the portal of {{name}}, {{street}}, {{postalCode}} {{city}} (“operator”) by doctors and therapists (“practice”) and by their patients.',
      },
      s2: {
        title: '§ 2 Registration and access',
        body: 'Registration requires a valid registration code or an invitation. Sign-in details must be kept secret; two-factor sign-in must be used when the operator requires it. The operator may block accounts in case of misuse.',
      },
      s3: {
        title: '§ 3 Services',
        body: 'The operator provides the portal for managing patients, ordering analyses and personalised supplements and viewing results. Medical assessment and treatment remain solely the practice’s task.',
      },
      s4: {
        title: '§ 4 Duties of the practice',
        body: 'The practice enters data only of patients who have consented, obtains written consent under § 8 GenDG before a genetic analysis and informs patients under § 9 GenDG. It keeps its account details up to date.',
      },
      s5: {
        title: '§ 5 Prices and payment',
        body: 'The prices shown in the portal when ordering apply, including VAT. Patients pay through the operator’s payment provider.',
      },
      s6: {
        title: '§ 6 Liability',
        body: 'The operator is liable without limitation for intent, gross negligence and injury to life, body or health; otherwise only for breach of essential contractual duties and limited to the foreseeable damage typical for the contract.',
      },
      s7: {
        title: '§ 7 Term and termination',
        body: 'Use can be ended at any time by deleting the account, provided no patients, orders or active subscriptions are linked to it. Statutory retention duties remain unaffected.',
      },
      s8: {
        title: '§ 8 Final provisions',
        body: 'German law applies. The place of jurisdiction for merchants is {{city}}. Please send questions to {{supportEmail}} or {{supportPhone}}.',
      },
    },
    cooperation: {
      title: 'Cooperation agreement',
      s1: {
        title: '§ 1 Parties and subject',
        body: 'This agreement governs the cooperation between {{name}}, {{street}}, {{postalCode}} {{city}}, represented by {{managingDirectors}} (“operator”), and the practice registered in the portal for analyses, personalised supplements and the consulting fee.',
      },
      s2: {
        title: '§ 2 Partnership model and consulting fee',
        body: 'The partnership model (consulting fee or practice purchase) is set for each practice. Under the consulting-fee model the practice is paid for its consultation, settled by the operator by credit note; IBAN and account holder must be on file. Professional limits (§§ 31, 32 MBO-Ä, § 299a StGB) apply: the fee pays for consultation given, not for referrals.',
      },
      s3: {
        title: '§ 3 Data protection',
        body: 'The practice is responsible for collecting its patients’ data and their consents. Where the operator processes data on the practice’s behalf, a data processing agreement under Art. 28 GDPR applies in addition; where both jointly decide on purposes and means, an arrangement under Art. 26 GDPR. Contact at the operator: {{dpoName}}, {{dpoEmail}}.',
      },
      s4: {
        title: '§ 4 Retention',
        body: 'Findings are kept for ten years (§ 630f(3) BGB, § 10(3) MBO-Ä), invoices and credit notes for ten years (§ 147 AO, § 257 HGB).',
      },
      s5: {
        title: '§ 5 Term',
        body: 'The agreement runs for an indefinite period and may be terminated by either party in text form with one month’s notice to the end of a month. Contact: {{supportEmail}}, {{supportPhone}}.',
      },
    },
  },
});
