import { defineArea } from '../defineArea.js';

// Released reports (issue 34): the doctor's release card on the result screens, the patient's pages under
// /patient/results and the plain-word sentences the API builds the patient's report from (`report`). The
// reports' names are `patientPortal.reportKinds`, one name on the home, the list and the card.
// Every medical sentence names its source here and in docs/decisions/results.md ("Releasing reports to the
// patient"); they need a physician's sign-off before they go live.
export const patientResults = defineArea({
  de: {
    release: {
      title: 'Für Patient/-in freigeben',
      notReleased: 'Nicht freigegeben',
      releasedOn: 'Freigegeben am {{date}} von {{doctor}}',
      releasedOnNoDoctor: 'Freigegeben am {{date}}',
      lastOpened: 'vom Patienten zuletzt geöffnet am {{date}} ({{count}}-mal)',
      notOpened: 'vom Patienten noch nicht geöffnet',
      note: 'Nachricht: {{note}}',
      release: 'Für Patient/-in freigeben',
      releaseAgain: 'Neu freigeben',
      withdraw: 'Freigabe zurückziehen',
      dialogTitle: '{{report}} für Patient/-in freigeben',
      dialogText:
        'Die Patientin bzw. der Patient sieht den Bericht so, wie er jetzt ist, im Patientenportal und kann ihn als PDF herunterladen. Werte, die später dazukommen, sieht sie bzw. er erst nach einer neuen Freigabe. Eine frühere Freigabe dieses Berichts wird dabei ersetzt.',
      noteLabel: 'Nachricht an die Patientin bzw. den Patienten (optional)',
      noteHelp: 'Höchstens 1000 Zeichen. Die Nachricht erscheint über dem Bericht.',
      cancel: 'Abbrechen',
      confirmRelease: 'Freigeben',
      withdrawTitle: 'Freigabe zurückziehen?',
      withdrawText:
        'Die Patientin bzw. der Patient sieht diesen Bericht danach nicht mehr im Patientenportal. Die Freigabe bleibt im Protokoll erhalten; Sie können den Bericht jederzeit neu freigeben.',
      confirmWithdraw: 'Freigabe zurückziehen',
      released: 'Der Bericht wurde freigegeben.',
      withdrawn: 'Die Freigabe wurde zurückgezogen.',
      loadFailed: 'Der Freigabe-Status konnte nicht geladen werden.',
    },
    list: {
      title: 'Meine Ergebnisse',
      intro: 'Hier finden Sie die Berichte, die Ihre Ärztin oder Ihr Arzt für Sie freigegeben hat.',
      releasedBy: 'Freigegeben am {{date}} von {{doctor}}',
      releasedOn: 'Freigegeben am {{date}}',
      view: 'Ansehen',
      viewLabel: '{{report}} ansehen',
      emptyTitle: 'Noch keine Ergebnisse',
      emptyText:
        'Ihre Ärztin oder Ihr Arzt hat noch keine Ergebnisse für Sie freigegeben. Sobald ein Bericht freigegeben ist, finden Sie ihn hier. Bei Fragen wenden Sie sich bitte an Ihre Praxis.',
      loadFailed:
        'Ihre Ergebnisse konnten nicht geladen werden. Bitte laden Sie die Seite neu. Wenn es weiter nicht klappt, melden Sie sich bitte erneut an.',
      reload: 'Neu laden',
    },
    detail: {
      back: 'Zurück zu meinen Ergebnissen',
      noteTitle: 'Nachricht von {{doctor}}',
      noteTitleNoDoctor: 'Nachricht Ihrer Ärztin oder Ihres Arztes',
      downloadPdf: 'PDF herunterladen',
      downloadFailed: 'Das PDF konnte nicht erstellt werden. Bitte versuchen Sie es in einer Minute erneut.',
      notFoundTitle: 'Dieser Bericht ist nicht verfügbar',
      notFoundText:
        'Der Bericht wurde nicht gefunden oder ist nicht mehr freigegeben. Bitte wenden Sie sich bei Fragen an Ihre Praxis.',
      columns: {
        name: 'Wert',
        value: 'Ergebnis',
        range: 'Bereich',
        state: 'Einordnung',
        marker: 'Bereich',
        genotype: 'Ihr Genotyp',
        result: 'Ergebnis',
        medication: 'Medikament',
        effect: 'Ergebnis',
        nutrient: 'Mikronährstoff',
        dose: 'Tagesdosis',
        description: 'Hinweis',
      },
      warningTitle: 'Wichtig',
    },
    // The API's sentences of the patient's report (apps/api/src/modules/patient-portal/results).
    report: {
      range: {
        optimal: 'Optimalbereich {{range}}',
        lab: 'Referenzbereich des Labors {{range}}',
        from: 'ab {{min}}',
        upTo: 'bis {{max}}',
      },
      state: {
        tooLow: 'Unter dem Referenzbereich',
        low: 'Etwas niedrig',
        optimal: 'Im optimalen Bereich',
        high: 'Etwas hoch',
        tooHigh: 'Über dem Referenzbereich',
      },
      // The states are the portal's own (apps/api/src/modules/results/blood-analysis/value-scale.ts: the lab's
      // reference range and the optimal band). "Outside the range does not always mean a problem, talk to your
      // doctor": Lab Tests Online (AACC), "Reference Ranges and What They Mean".
      meaning: {
        tooLow:
          'Ihr Wert liegt unter dem Referenzbereich des Labors. Das muss nicht bedeuten, dass etwas nicht stimmt. Bitte sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt darüber.',
        low: 'Ihr Wert liegt im Referenzbereich des Labors, aber unter dem optimalen Bereich. Ihre Ärztin oder Ihr Arzt bespricht mit Ihnen, ob etwas zu tun ist.',
        optimal: 'Ihr Wert liegt im optimalen Bereich.',
        high: 'Ihr Wert liegt im Referenzbereich des Labors, aber über dem optimalen Bereich. Ihre Ärztin oder Ihr Arzt bespricht mit Ihnen, ob etwas zu tun ist.',
        tooHigh:
          'Ihr Wert liegt über dem Referenzbereich des Labors. Das muss nicht bedeuten, dass etwas nicht stimmt. Bitte sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt darüber.',
      },
      // A gene variant shows a tendency, not a diagnosis: MedlinePlus Genetics (U.S. National Library of Medicine),
      // "What does it mean to have a genetic predisposition to a disease?". The levels are the DNA catalogue's.
      dnaLevel: {
        good: 'Günstig',
        medium: 'Teilweise ungünstig',
        bad: 'Ungünstig',
        none: 'Ohne Einordnung',
      },
      dnaMeaning: {
        good: 'Ihr Ergebnis zeigt hier eine günstige Veranlagung.',
        medium:
          'Ihr Ergebnis zeigt hier eine teilweise ungünstige Veranlagung. Eine Veranlagung ist keine Krankheit; Ihre Ärztin oder Ihr Arzt bespricht mit Ihnen, was sie für Sie bedeutet.',
        bad: 'Ihr Ergebnis zeigt hier eine ungünstige Veranlagung. Eine Veranlagung ist keine Krankheit; Ihre Ärztin oder Ihr Arzt bespricht mit Ihnen, was sie für Sie bedeutet.',
        none: 'Ihre Ärztin oder Ihr Arzt bespricht dieses Ergebnis mit Ihnen.',
      },
      dnaIntro:
        'Gene zeigen eine Veranlagung, keine Diagnose. Ob und wie sie sich auswirkt, hängt auch von Lebensweise und Umwelt ab.',
      medicationLevel: {
        '0': 'Deutliche Besonderheit',
        '1': 'Mögliche Besonderheit',
        '2': 'Unauffällig',
        '3': 'Mögliche Besonderheit',
        none: 'Nicht untersucht',
      },
      medicationMeaning: {
        '0': 'Ihr Ergebnis zeigt für dieses Medikament eine deutliche Besonderheit. Ihre Ärztin oder Ihr Arzt berücksichtigt sie, wenn Sie es verschrieben bekommen.',
        '1': 'Ihr Ergebnis zeigt für dieses Medikament eine mögliche Besonderheit. Ihre Ärztin oder Ihr Arzt berücksichtigt sie, wenn Sie es verschrieben bekommen.',
        '2': 'Ihr Ergebnis zeigt für dieses Medikament keine Besonderheit.',
        '3': 'Ihr Ergebnis zeigt für dieses Medikament eine mögliche Besonderheit. Ihre Ärztin oder Ihr Arzt berücksichtigt sie, wenn Sie es verschrieben bekommen.',
        none: 'Für dieses Medikament liegt kein Ergebnis vor.',
      },
      effect: 'Wirkung: {{text}}',
      breakdown: 'Abbau: {{text}}',
      dosis: 'Dosis: {{text}}',
      // FDA Safety Communication of 2018-10-31, "FDA warns against the use of many genetic tests with unapproved
      // claims to predict patient response to specific medications": advice to patients "Do not change or stop
      // taking any medicine based on a report from a genetic test"; CPIC (cpicpgx.org/guidelines): the
      // guidelines help clinicians use genetic test results for drug therapy, i.e. the prescriber interprets.
      medicationWarning:
        'Ändern Sie Ihre Medikamente nicht und setzen Sie keines ab, ohne vorher mit Ihrer Ärztin oder Ihrem Arzt zu sprechen. Wie ein Ergebnis bei der Verordnung berücksichtigt wird, entscheidet Ihre Ärztin oder Ihr Arzt.',
      dnaWarning:
        'Bitte ändern Sie wegen dieses Berichts keine Medikamente, Nahrungsergänzungsmittel oder Behandlungen, ohne vorher mit Ihrer Ärztin oder Ihrem Arzt zu sprechen.',
      micronutrientsIntro:
        'Ihre Tagesdosen, wie Ihre Ärztin oder Ihr Arzt sie festgelegt hat. Bitte ändern Sie die Dosen nicht ohne Rücksprache.',
      dose: '{{value}} {{unit}} pro Tag',
    },
  },
  en: {
    release: {
      title: 'Release to the patient',
      notReleased: 'Not released',
      releasedOn: 'Released on {{date}} by {{doctor}}',
      releasedOnNoDoctor: 'Released on {{date}}',
      lastOpened: 'last opened by the patient on {{date}} ({{count}} times)',
      notOpened: 'not opened by the patient yet',
      note: 'Message: {{note}}',
      release: 'Release to the patient',
      releaseAgain: 'Release again',
      withdraw: 'Withdraw release',
      dialogTitle: 'Release {{report}} to the patient',
      dialogText:
        'The patient sees the report as it is now in the patient portal and can download it as a PDF. Values added later are visible only after a new release. An earlier release of this report is replaced.',
      noteLabel: 'Message to the patient (optional)',
      noteHelp: 'At most 1000 characters. The message is shown above the report.',
      cancel: 'Cancel',
      confirmRelease: 'Release',
      withdrawTitle: 'Withdraw the release?',
      withdrawText:
        'The patient will no longer see this report in the patient portal. The release stays in the audit trail; you can release the report again at any time.',
      confirmWithdraw: 'Withdraw release',
      released: 'The report has been released.',
      withdrawn: 'The release has been withdrawn.',
      loadFailed: 'The release status could not be loaded.',
    },
    list: {
      title: 'My results',
      intro: 'Here you find the reports your doctor has released to you.',
      releasedBy: 'Released on {{date}} by {{doctor}}',
      releasedOn: 'Released on {{date}}',
      view: 'View',
      viewLabel: 'View {{report}}',
      emptyTitle: 'No results yet',
      emptyText:
        'Your doctor has not released any results to you yet. As soon as a report is released, you will find it here. If you have questions, please contact your practice.',
      loadFailed:
        'Your results could not be loaded. Please reload the page. If that does not help, please log in again.',
      reload: 'Reload',
    },
    detail: {
      back: 'Back to my results',
      noteTitle: 'Message from {{doctor}}',
      noteTitleNoDoctor: 'Message from your doctor',
      downloadPdf: 'Download PDF',
      downloadFailed: 'The PDF could not be created. Please try again in a minute.',
      notFoundTitle: 'This report is not available',
      notFoundText:
        'The report was not found or is no longer released. If you have questions, please contact your practice.',
      columns: {
        name: 'Value',
        value: 'Result',
        range: 'Range',
        state: 'Assessment',
        marker: 'Area',
        genotype: 'Your genotype',
        result: 'Result',
        medication: 'Medication',
        effect: 'Result',
        nutrient: 'Micronutrient',
        dose: 'Daily dose',
        description: 'Note',
      },
      warningTitle: 'Important',
    },
    report: {
      range: {
        optimal: 'optimal {{range}}',
        lab: 'lab reference range {{range}}',
        from: 'from {{min}}',
        upTo: 'up to {{max}}',
      },
      state: {
        tooLow: 'Below the reference range',
        low: 'Slightly low',
        optimal: 'In the optimal range',
        high: 'Slightly high',
        tooHigh: 'Above the reference range',
      },
      meaning: {
        tooLow:
          "Your value is below the lab's reference range. This does not necessarily mean that something is wrong. Please talk to your doctor about it.",
        low: "Your value is within the lab's reference range but below the optimal range. Your doctor will discuss with you whether anything needs to be done.",
        optimal: 'Your value is in the optimal range.',
        high: "Your value is within the lab's reference range but above the optimal range. Your doctor will discuss with you whether anything needs to be done.",
        tooHigh:
          "Your value is above the lab's reference range. This does not necessarily mean that something is wrong. Please talk to your doctor about it.",
      },
      dnaLevel: {
        good: 'Favourable',
        medium: 'Partly unfavourable',
        bad: 'Unfavourable',
        none: 'Not assessed',
      },
      dnaMeaning: {
        good: 'Your result shows a favourable predisposition here.',
        medium:
          'Your result shows a partly unfavourable predisposition here. A predisposition is not a disease; your doctor will discuss with you what it means for you.',
        bad: 'Your result shows an unfavourable predisposition here. A predisposition is not a disease; your doctor will discuss with you what it means for you.',
        none: 'Your doctor will discuss this result with you.',
      },
      dnaIntro:
        'Genes show a predisposition, not a diagnosis. Whether and how it matters also depends on lifestyle and environment.',
      medicationLevel: {
        '0': 'Clear particularity',
        '1': 'Possible particularity',
        '2': 'Unremarkable',
        '3': 'Possible particularity',
        none: 'Not analysed',
      },
      medicationMeaning: {
        '0': 'Your result shows a clear particularity for this medication. Your doctor takes it into account when prescribing it.',
        '1': 'Your result shows a possible particularity for this medication. Your doctor takes it into account when prescribing it.',
        '2': 'Your result shows no particularity for this medication.',
        '3': 'Your result shows a possible particularity for this medication. Your doctor takes it into account when prescribing it.',
        none: 'There is no result for this medication.',
      },
      effect: 'Effect: {{text}}',
      breakdown: 'Breakdown: {{text}}',
      dosis: 'Dose: {{text}}',
      medicationWarning:
        'Do not change or stop any medication without talking to your doctor first. How a result is taken into account when prescribing is for your doctor to decide.',
      dnaWarning:
        'Please do not change any medication, supplements or treatment because of this report without talking to your doctor first.',
      micronutrientsIntro:
        'Your daily doses as your doctor has set them. Please do not change the doses without consulting your doctor.',
      dose: '{{value}} {{unit}} per day',
    },
  },
});
