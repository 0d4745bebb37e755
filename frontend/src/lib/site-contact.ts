/**
 * The league's contact line in the footer. The spec omits the real values; these placeholders (a reserved
 * .example domain and a zeroed number) must be replaced before launch.
 */
export const SITE_CONTACT = {
  phone: '+964 770 000 0000',
  email: 'info@iraqstarsleague.example',
} as const;
