export { useSocialButtons } from './useSocialButtons';
export { useOneTap, ONE_TAP_HEIGHT, ONE_TAP_RESIZE_DEBOUNCE_MS, type GoogleAccountsId, type OneTapOptions, type OneTapViewModel, type PromptMoment } from './useOneTap';
export { oneTapPlan, type OneTapPlan } from './oneTapPlan';
