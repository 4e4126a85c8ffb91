/**
 * Reminders of "My Efir" (issue 28, decision 043). Without an account a browser owns its
 * reminders by a random key kept in local storage and sent in this header (the server keeps
 * only its hash). Plain constants, no TypeBox: the browser's reminders kit is in pages' initial JS.
 */
export const DEVICE_HEADER = 'x-efir-device';
/** A device key: 32 random bytes in base64url (43 characters); longer ones are accepted. */
export const DEVICE_KEY_PATTERN = '^[A-Za-z0-9_-]{32,128}$';
