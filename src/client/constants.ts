/** Protocol facts both the widget's views and its flows rely on. */

/** SPEC §9: a one-time passcode has 6 digits. */
export const OTP_LENGTH = 6;

/** SPEC §9: the intermediate session token cookie lives 10 minutes. */
export const INTERMEDIATE_TOKEN_MINUTES = 10;
