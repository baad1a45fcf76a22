export { useOtpSendForm, type OtpSendFormArgs, type OtpSendFormViewModel } from './useOtpSendForm';
export { useOtpFlow, COUNTDOWN_TICK_MS, RESEND_SENT_MS, type OtpFlowViewModel, type ResendState } from './useOtpFlow';
export { sendOtp } from './sendOtp';
