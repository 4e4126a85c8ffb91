/** The API base of spec §7 (`/{lang}/api` with lang = uz), on the server and in the browser. */
export const API_PREFIX = '/uz/api';
