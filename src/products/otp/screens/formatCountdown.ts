/** Whole seconds as m:ss ('4:05'), for the OTP expiry and the resend wait. Negative counts as 0. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
