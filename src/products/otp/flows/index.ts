export { useOtpSendForm, type OtpSendFormArgs, type OtpSendFormViewModel } from './useOtpSendForm';
export { useOtpFlow, COUNTDOWN_TICK_MS, RESEND_SENT_MS, type OtpFlowViewModel } from './useOtpFlow';
export { sendOtp } from './sendOtp';
export { sanitiseOtpInput, validateOtpCode } from './validation';
