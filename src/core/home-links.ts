/**
 * The external links of the home page's buttons (spec §2: "services (external link)", "reporter
 * (external link)"): the default home layout (pages.ts) and a newly placed homeButtons widget start
 * with them; admins change them in the widget's settings. Both are on the portal's own domain.
 */
export const HOME_LINKS = {
  services: 'https://services.efir.uz/',
  reporter: 'https://reporter.efir.uz/',
} as const;
