import { describe, expect, it } from 'vitest';
import { measureInitialJs } from '../../scripts/size/measure';

// What loads first, not how long it takes: sizes are reported by `npm run size` / `npm run bench`.
describe('initial JavaScript by config', () => {
  it('magic links only: no phone metadata and no OTP or password screens; SMS OTP brings the metadata', async () => {
    const [magicLink, sms] = await measureInitialJs([
      { name: 'magic link', config: { products: ['emailMagicLinks'] } },
      { name: 'sms', config: { products: ['otp'], otpOptions: { methods: ['sms'] } } },
    ]);
    expect(magicLink!.modules.length).toBeGreaterThan(0);
    expect(magicLink!.hasPhoneMetadata).toBe(false);
    expect(magicLink!.hasOtpScreens).toBe(false);
    expect(magicLink!.hasPasswordScreens).toBe(false);
    // The detectors can see what they look for: an SMS form loads the metadata with the page.
    expect(sms!.hasPhoneMetadata).toBe(true);
  });
});
