import { defineArea } from '../defineArea.js';

// Blood values sent to the service team as a file, and the answers of the two ways to add values
// (the spec's success texts, verbatim).
export const bloodUploads = defineArea({
  de: {
    sentToServiceTeam: 'Blutwerte erfolgreich an Service Team gesendet!',
    selfEntrySaved: 'Blutwerte erfolgreich hochgeladen!',
    stateReceived: 'Eingegangen',
    stateProcessed: 'Erfasst',
    stateRejected: 'Abgelehnt',
  },
  en: {
    sentToServiceTeam: 'Blood values successfully sent to the service team!',
    selfEntrySaved: 'Blood values successfully uploaded!',
    stateReceived: 'Received',
    stateProcessed: 'Entered',
    stateRejected: 'Rejected',
  },
});
