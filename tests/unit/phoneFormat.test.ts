import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { caretAfterDigits, deleteAcrossFormatting, formatNational } from '../../src/phone/formatNational';
import { countryOptions } from '../../src/phone/countryOptions';
import { loadPhoneLib } from '../../src/phone/loadPhoneLib';

describe('phone formatting helpers', () => {
  test('formats as you type for the chosen country', async () => {
    const lib = await loadPhoneLib();
    expect(formatNational(lib, '2025', 'US')).toBe('(202) 5');
    expect(formatNational(lib, '2025550123', 'US')).toBe('(202) 555-0123');
    expect(formatNational(lib, '02079460000', 'GB')).toBe('020 7946 0000');
    expect(formatNational(lib, '', 'US')).toBe('');
  });

  test('deleting only a formatting character removes the digit before it', () => {
    expect(deleteAcrossFormatting('(202)', '(202', 4)).toBe('(20');
    expect(deleteAcrossFormatting('(202) 555-0', '(202) 5550', 9)).toBe('(202) 550');
    // A real digit deletion, or typing, is left alone.
    expect(deleteAcrossFormatting('(202) 5', '(202) ', 6)).toBe('(202) ');
    expect(deleteAcrossFormatting('(202)', '(202)5', 6)).toBe('(202)5');
  });

  test('the caret lands after the same digit once re-formatted', () => {
    expect(caretAfterDigits('(202) 555-0123', 4)).toBe(7);
    expect(caretAfterDigits('(202) 555-0123', 0)).toBe(0);
    expect(caretAfterDigits('(202)', 9)).toBe(5);
  });

  test('before the library loads only the selected country is offered; after, all, sorted by name', async () => {
    expect(countryOptions(null, 'en', 'US')).toEqual([{ code: 'US', callingCode: '1', label: '+1 United States' }]);
    const options = countryOptions(await loadPhoneLib(), 'en', 'US');
    expect(options.length).toBeGreaterThan(200);
    expect(options).toContainEqual({ code: 'GB', callingCode: '44', label: '+44 United Kingdom' });
    expect(options[0]?.label).toBe('+93 Afghanistan');
  });

  test('libphonenumber-js is imported only lazily, by the loader', () => {
    const root = path.resolve(__dirname, '../../src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const eager = files.filter((file) =>
      /^import\s+(?!type\b)[^;]*from\s+['"]libphonenumber-js/m.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(eager).toEqual([]);
  });
});
