import { defineArea } from '../defineArea.js';

// The register-sample dialog (doctor spec, sections 4 and 5). Texts quoted by the spec are verbatim.
export const samples = defineArea({
  de: {
    title: 'Probe registrieren',
    // A sample's status (shared-types status-display: the one mapping of statuses to tone and icon).
    status: { NotRegistered: 'Nicht registriert', Registered: 'Registriert' },
    typeBLOOD: 'Blutprobe',
    typeDNA: 'DNA-Probe',
    step: 'Schritt {{current}} von {{total}}',
    intro:
      'Bitte geben Sie den Barcode vom Probenröhrchen ein und bestätigen Sie ihn. Danach können Sie die Registrierung abschließen.',
    barcode: 'Barcode',
    barcodePlaceholder: 'Barcode eingeben oder scannen',
    confirm: 'Bestätigen',
    edit: 'Bearbeiten',
    finish: 'Registrierung abschließen',
    finishDisabled: 'Bitte bestätigen Sie zuerst den Barcode.',
    later: 'Später fortsetzen',
    close: 'Schließen',
    invalidBarcode: 'Please provide a valid barcode!',
    notUnique: 'Der Barcode ist nicht eindeutig',
    alreadyUsed: 'Dieser Barcode wurde bereits benutzt',
    registered: 'Die Probe wurde erfolgreich registriert!',
    done: 'Die Probenregistrierung ist abgeschlossen. Sie können die Proben jetzt an das Labor senden.',
    // The doctor spec's error catalogue: an order without a sample gives the toast 'select order' (verbatim).
    nothingToRegister: 'select order',
    canceled: 'Für einen stornierten Auftrag kann keine Probe registriert werden.',
    // The order lists' links to the dialog, for a sample without a barcode.
    samples: 'Proben',
    registerBLOOD: 'Blutprobe registrieren',
    registerDNA: 'DNA-Probe registrieren',
    hintBLOOD:
      'Blutprobe: 8 Stunden nüchtern; innerhalb von 3 Tagen zurücksenden, bis dahin bei Raumtemperatur lagern.',
    hintDNA:
      'DNA-Probe: 30 Minuten vorher nichts essen oder trinken; innerhalb von 7 Tagen zurücksenden, bis dahin bei Raumtemperatur lagern.',
  },
  en: {
    title: 'Register sample',
    status: { NotRegistered: 'Not registered', Registered: 'Registered' },
    typeBLOOD: 'Blood sample',
    typeDNA: 'DNA sample',
    step: 'Step {{current}} of {{total}}',
    intro:
      'Please enter the barcode from the sample tube and confirm it. You can then complete the registration.',
    barcode: 'Barcode',
    barcodePlaceholder: 'Enter or scan the barcode',
    confirm: 'Confirm',
    edit: 'Edit',
    finish: 'Complete registration',
    finishDisabled: 'Please confirm the barcode first.',
    later: 'Continue later',
    close: 'Close',
    invalidBarcode: 'Please provide a valid barcode!',
    notUnique: 'The barcode is not unique',
    alreadyUsed: 'This barcode has already been used',
    registered: 'The sample has been registered successfully!',
    done: 'Sample registration is complete. You can now send the samples to the lab.',
    nothingToRegister: 'select order',
    canceled: 'A sample cannot be registered for a cancelled order.',
    samples: 'Samples',
    registerBLOOD: 'Register blood sample',
    registerDNA: 'Register DNA sample',
    hintBLOOD: 'Blood sample: fast for 8 hours; return within 3 days, stored at room temperature until then.',
    hintDNA:
      'DNA sample: nothing to eat or drink for 30 minutes before; return within 7 days, stored at room temperature until then.',
  },
});
