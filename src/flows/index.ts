/** Flow controllers: the widget reducer, the product registry and one hook per product (ARCHITECTURE.md). */
export * from './state';
export * from './reducer';
export * from './config';
export * from './events';
export * from './validation';
export * from './registry';
export * from './mainLayout';
export * from './runtime';
export * from './useSubmission';
export * from './useMainScreen';
export * from './useWidgetInstance';
export * from './useConfirmationEvent';
export * from './magicLink';
export * from './otp';
export * from './password';
export * from './useBootstrap';
export * from './useEmailForm';
