import { describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS } from '../../emulator/providers/names';
import { OAUTH_PROVIDER_NAMES } from '../../src/i18n/providerNames';

describe('the social providers (SPEC §2)', () => {
  it('the emulator emulates exactly the providers the widget has buttons for, by the same names', () => {
    expect(OAUTH_PROVIDERS).toEqual(OAUTH_PROVIDER_NAMES);
  });
});
