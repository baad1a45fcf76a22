/** Flow controllers: the widget reducer, the product registry and one hook per product (ARCHITECTURE.md). */
export * from './flows/state';
export * from './flows/reducer';
export * from './flows/config';
export * from './flows/events';
export * from './flows/validation';
export * from './flows/products';
export * from './flows/mainLayout';
export * from './flows/runtime';
export * from './flows/useSubmission';
export * from './flows/useMainScreen';
export * from './flows/useWidgetInstance';
export * from './flows/useConfirmationEvent';
export * from './flows/useFollowSession';
export * from './flows/useBootstrap';
export * from './flows/b2bWarning';
export * from './flows/useEmailForm';
export * from './flows/useConfigProblems';
export * from './flows/idp';
export * from './flows/session';
// Each product's flows, from its slice (src/products/<id>/flows); tests/unit/exports.test.ts checks every slice is here.
export * from './products/emailMagicLinks/flows';
export * from './products/otp/flows';
export * from './products/passwords/flows';
export * from './products/passkeys/flows';
export * from './products/oauth/flows';
export * from './products/crypto/flows';
export * from './products/secondFactor/flows';
