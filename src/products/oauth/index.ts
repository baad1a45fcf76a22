/**
 * Social sign-in for the 19 providers of SPEC §2, and Google One Tap. One chunk, downloaded when a
 * config names oauth: the entry is needed only for its Main part, so it brings that part along.
 */
import { oauthMessages } from './messages';
import type { ProductModule } from '../../flows/productModule';
import { SocialPart } from './views/SocialPart';

export const oauthProduct = {
  id: 'oauth',
  mainPart: 'social',
  messages: oauthMessages,
  showsOnMain: ({ config }) => config.oauthOptions.providers.length > 0,
  part: SocialPart,
  screens: {},
} as const satisfies ProductModule;
