/**
 * `portico/flows`: the flow controllers (ARCHITECTURE.md): the widget reducer, the product contract
 * and the kernel's hooks, then every product's hooks, each from its slice (src/products/<id>/flows).
 */
export * from '../flows/state';
export * from '../flows/reducer';
export * from '../flows/config';
export * from '../flows/events';
export * from '../flows/validation';
export * from '../flows/products';
export * from '../flows/mainLayout';
export * from '../flows/runtime';
export * from '../flows/useSubmission';
export * from '../flows/useMainScreen';
export * from '../flows/useWidgetInstance';
export * from '../flows/useConfirmationEvent';
export * from '../flows/useFollowSession';
export * from '../flows/useBootstrap';
export * from '../flows/b2bWarning';
export * from '../flows/useEmailForm';
export * from '../flows/useConfigProblems';
export * from '../flows/idp';
export * from '../flows/session';
// The names src/products/registry.ts gives the products and screens there are, over the kernel's open ones.
export type { Product, Screen, PorticoConfig, ResolvedConfig } from '../products/registry';
// Each product's flows; tests/unit/exports.test.ts checks every slice is here.
export * from '../products/emailMagicLinks/flows';
export * from '../products/otp/flows';
export * from '../products/passwords/flows';
export * from '../products/passkeys/flows';
export * from '../products/passkeyOffer/flows';
export * from '../products/oauth/flows';
export * from '../products/crypto/flows';
export * from '../products/secondFactor/flows';
export * from '../products/sso/flows';
export * from '../products/organizations/flows';
export * from '../products/organizations/settings/flows';
// The organization switcher's flows: not in the invitation's barrel, which Login's invitation chunk imports.
export { useOrganizationSwitcher, type SwitcherStep } from '../products/organizations/flows/useOrganizationSwitcher';
export { useCreateOrganization } from '../products/organizations/flows/useCreateOrganization';
export { nameProblem, slugProblem } from '../products/organizations/flows/organizationRules';
export * from '../products/account/flows';
