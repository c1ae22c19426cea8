// Limits of the questionnaire links (texts: @portal/i18n errors.questionnaireLinks; see docs/decisions/questionnaire-links.md).
/** How long a mailed questionnaire link stays valid. */
export const QUESTIONNAIRE_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Birth-date attempts per link and IP, per minute. */
export const LOGIN_ATTEMPTS_PER_LINK_PER_MINUTE = 5;
/** Birth-date attempts per IP over all links, per hour. */
export const LOGIN_ATTEMPTS_PER_IP_PER_HOUR = 20;

export const QUESTIONNAIRE_HEIGHT_MIN = 50;
export const QUESTIONNAIRE_HEIGHT_MAX = 300;
export const QUESTIONNAIRE_WEIGHT_MIN = 25;
export const QUESTIONNAIRE_WEIGHT_MAX = 500;
