// Placeholders until the business gives its real support line.
export const supportEmail = 'support@vitalis-portal.de';
export const supportPhone = { display: '+49 30 120 345 60', dial: '+493012034560' };
