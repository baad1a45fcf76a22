/** Flow controllers: the widget reducer, the product registry and one hook per product (ARCHITECTURE.md). */
export * from './state';
export * from './reducer';
export * from './config';
export * from './events';
export * from './validation';
export * from './products';
export * from './mainLayout';
export * from './runtime';
export * from './useSubmission';
export * from './useMainScreen';
export * from './useWidgetInstance';
export * from './useConfirmationEvent';
export * from './useFollowSession';
export * from './useBootstrap';
export * from './b2bWarning';
export * from './useEmailForm';
export * from './useConfigProblems';
export * from './idp';
export * from './session';
// Each product's flows, from its slice (src/products/<id>/flows); tests/unit/exports.test.ts checks every slice is here.
export * from '../products/emailMagicLinks/flows';
export * from '../products/otp/flows';
export * from '../products/passwords/flows';
export * from '../products/passkeys/flows';
export * from '../products/oauth/flows';
export * from '../products/crypto/flows';
export * from '../products/secondFactor/flows';
