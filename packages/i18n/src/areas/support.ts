import { defineArea } from '../defineArea.js';

export const support = defineArea({
  de: {
    intro: 'Brauchen Sie Hilfe? Unser Support ist für Sie da:',
    email: 'E-Mail',
    phone: 'Telefon',
  },
  en: {
    intro: 'Need help? Our support team is there for you:',
    email: 'E-mail',
    phone: 'Phone',
  },
});
