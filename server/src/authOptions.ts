/**
 * The Better Auth options the dev server (server/dev/devAuth.ts) and the production server
 * (production/auth.ts) share: portico() and the plugins whose callbacks send a message (password
 * reset, magic link, email passcode, phone passcode, the second factor's code), each message handed
 * to the one `send` the server gives. Links go back to the page where the widget runs.
 */
import type { BetterAuthOptions } from 'better-auth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { OrganizationOptions } from 'better-auth/plugins/organization';
import { defaultAc, defaultRoles } from 'better-auth/plugins/organization/access';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { otpChannelOf, phoneFirst, portico, widgetLink, type PorticoOptions } from '../../plugin/src';

/** One message to deliver: a link (`link`) or a code (`code`) in a short text. */
export interface PorticoMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string;
  body: string;
  link?: string;
  code?: string;
}

/**
 * Better Auth's organization plugin as both servers run it: an invitation lives 7 days and a new
 * one to the same address replaces the old, as on the emulator; an organization's own roles are
 * the plugin's dynamic access control over its default statements (docs/organizations.md "On Better Auth").
 */
export const ORGANIZATION_OPTIONS = {
  invitationExpiresIn: 7 * 24 * 60 * 60,
  cancelPendingInvitationsOnReInvite: true,
  // (Typed as the option's general access control: the default's exact statements do not narrow it.)
  ac: defaultAc as unknown as NonNullable<OrganizationOptions['ac']>,
  roles: defaultRoles as unknown as NonNullable<OrganizationOptions['roles']>,
  dynamicAccessControl: { enabled: true },
} as const;

/**
 * The organization plugin beside @better-auth/sso, as both servers run it: the organization's
 * `ssoRequired` field (an SSO-only organization), which portico() reads (docs/better-auth.md).
 */
export const SSO_ORGANIZATION_OPTIONS = {
  ...ORGANIZATION_OPTIONS,
  schema: { organization: { additionalFields: { ssoRequired: { type: 'boolean', defaultValue: false, required: false } } } },
} as const;

export interface SharedAuthOptions {
  /** The origin of the widget's page and of the auth API, e.g. https://example.com. */
  origin: string;
  portico: PorticoOptions;
  /** Email and password sign-in (and reset by email). */
  passwords: boolean;
  send: (message: PorticoMessage) => void | Promise<void>;
}

export function sharedAuthOptions({ origin, portico: porticoOptions, passwords, send }: SharedAuthOptions) {
  // `url` is Better Auth's own page; its callbackURL is the host's page (the widget's `redirectTo`).
  const linkTo = (url: string, token: string, type: 'magic_links' | 'reset_password') => {
    const page = new URL(url).searchParams.get('callbackURL') ?? `${origin}/`;
    return widgetLink(new URL(page, origin).toString(), token, type);
  };
  /** twoFactor({ otpOptions: { sendOTP } }): to a verified phone by text, else by email. */
  const sendTwoFactorOTP = async ({ user, otp }: { user: { id: string; email: string; phoneNumber?: string | null; phoneNumberVerified?: boolean | null }; otp: string }) => {
    const viaPhone = phoneFirst(user) === 'sms';
    const to = viaPhone ? String(user.phoneNumber) : user.email;
    await send({ channel: viaPhone ? 'sms' : 'email', to, subject: 'Your verification code', body: `Your verification code is ${otp}`, code: otp });
  };
  const options = {
    emailAndPassword: {
      enabled: passwords,
      // The widget's policy (zxcvbn, enforced by portico()) decides; Better Auth's own minimum stays below it.
      minPasswordLength: 1,
      sendResetPassword: async ({ user, url, token }) => {
        const link = linkTo(url, token, 'reset_password');
        await send({ channel: 'email', to: user.email, subject: 'Reset your password', body: `Reset your password: ${link}`, link });
      },
    },
    plugins: [
      // The account center's mails (a new address's link, notices, step-up codes) go out like the rest.
      // Invitation mails too, beside Better Auth's organization plugin (docs/organizations.md "On Better Auth").
      portico({
        account: { send: (message) => send({ channel: 'email', ...message }) },
        invitations: { send: (message) => send({ channel: 'email', ...message }), page: `${origin}/` },
        ...porticoOptions,
      }),
      magicLink({
        sendMagicLink: async ({ email, url, token }) => {
          const link = linkTo(url, token, 'magic_links');
          await send({ channel: 'email', to: email, subject: 'Your sign-in link', body: `Sign in: ${link}`, link });
        },
      }),
      emailOTP({
        sendVerificationOTP: async ({ email, otp }) => {
          await send({ channel: 'email', to: email, subject: 'Your passcode', body: `Your passcode is ${otp}`, code: otp });
        },
      }),
      phoneNumber({
        sendOTP: async ({ phoneNumber: to, code }, ctx) => {
          await send({ channel: otpChannelOf(ctx), to, subject: 'Passcode', body: `Your passcode is ${code}`, code });
        },
        // SPEC: a passcode to a new number creates the account (Better Auth needs an email for it).
        signUpOnVerification: { getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@phone.invalid`, getTempName: (phone) => phone },
      }),
    ],
  } satisfies Partial<BetterAuthOptions>;
  return { ...options, sendTwoFactorOTP };
}
