import { defineArea } from '../defineArea.js';

// The blood results (issue 13): states of a value on the marker's scale, the entry's and the delete's
// answers, and the blood-values PDF. Field-rule messages are in `errors.bloodAnalysis`.
export const bloodAnalysis = defineArea({
  de: {
    states: {
      tooLow: 'Zu niedrig',
      low: 'Suboptimal niedrig',
      optimal: 'Optimal',
      high: 'Suboptimal hoch',
      tooHigh: 'Zu hoch',
    },
    stateDescriptions: {
      tooLow:
        'Der Wert liegt unterhalb des Referenzbereichs des Labors. Bitte klären Sie die Ursache ab und prüfen Sie eine gezielte Behandlung.',
      low: 'Der Wert liegt im Referenzbereich des Labors, aber unterhalb des optimalen Bereichs.',
      optimal: 'Der Wert liegt im optimalen Bereich.',
      high: 'Der Wert liegt im Referenzbereich des Labors, aber oberhalb des optimalen Bereichs.',
      tooHigh:
        'Der Wert liegt oberhalb des Referenzbereichs des Labors. Bitte klären Sie die Ursache ab und prüfen Sie eine gezielte Behandlung.',
    },
    deleted: 'Der Wert wurde erfolgreich gelöscht!',
    pdf: {
      title: 'Blutwerte',
      practice: 'Praxis',
      patient: 'Patient/-in',
      birthDate: 'Geburtsdatum',
      date: 'Erstellt am',
      marker: 'Blutparameter',
      value: 'Wert',
      valueDate: 'Datum',
      optimalRange: 'Optimaler Bereich',
      labRange: 'Referenzbereich Labor',
      state: 'Bewertung',
      none: 'Für diese Patientin bzw. diesen Patienten liegen noch keine Blutwerte vor.',
      legend: 'Legende',
      legendOptimal: 'Optimal: innerhalb des optimalen Bereichs.',
      legendSuboptimal:
        'Suboptimal niedrig/hoch: im Referenzbereich des Labors, aber außerhalb des optimalen Bereichs.',
      legendOut: 'Zu niedrig/zu hoch: außerhalb des Referenzbereichs des Labors.',
      from: 'ab {{min}}',
      upTo: 'bis {{max}}',
    },
  },
  en: {
    states: {
      tooLow: 'Too low',
      low: 'Suboptimally low',
      optimal: 'Optimal',
      high: 'Suboptimally high',
      tooHigh: 'Too high',
    },
    stateDescriptions: {
      tooLow:
        "The value is below the lab's reference range. Please clarify the cause and consider a targeted treatment.",
      low: "The value is within the lab's reference range but below the optimal range.",
      optimal: 'The value is within the optimal range.',
      high: "The value is within the lab's reference range but above the optimal range.",
      tooHigh:
        "The value is above the lab's reference range. Please clarify the cause and consider a targeted treatment.",
    },
    deleted: 'The value has been deleted!',
    pdf: {
      title: 'Blood values',
      practice: 'Practice',
      patient: 'Patient',
      birthDate: 'Date of birth',
      date: 'Created on',
      marker: 'Blood parameter',
      value: 'Value',
      valueDate: 'Date',
      optimalRange: 'Optimal range',
      labRange: 'Lab reference range',
      state: 'Rating',
      none: 'There are no blood values for this patient yet.',
      legend: 'Legend',
      legendOptimal: 'Optimal: within the optimal range.',
      legendSuboptimal:
        "Suboptimally low/high: within the lab's reference range but outside the optimal range.",
      legendOut: "Too low/too high: outside the lab's reference range.",
      from: 'from {{min}}',
      upTo: 'up to {{max}}',
    },
  },
});
