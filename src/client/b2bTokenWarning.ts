/**
 * SPEC §5: what a developer who mounted a B2B project's token reads in the console. It downloads
 * with the answer that calls for it: a consumer project's page never needs it.
 */
export const B2B_TOKEN_WARNING =
  '[portico] This public token belongs to a business-to-business project; the Login widget is for consumer projects.';
