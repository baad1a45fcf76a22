import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { loadLocale } from '../../src/i18n/loadLocale';
import { MainPhoneForm } from '../../src/products/otp/screens/MainPhoneForm';
import { phoneForm } from '../../stories/screens/mainFixtures';

describe("the phone form's country selector", () => {
  it("names the countries in the widget's language, from Intl.DisplayNames", async () => {
    await render(
      <I18nProvider locale={await loadLocale('fr')}>
        <MainPhoneForm method="sms" form={phoneForm()} />
      </I18nProvider>,
    );
    await expect.element(page.getByRole('combobox', { name: 'Pays' })).toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: '+1 États-Unis' })).toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: '+49 Allemagne' })).toBeInTheDocument();
  });

  it('and in Arabic, its number field stays left to right', async () => {
    await render(
      <I18nProvider locale={await loadLocale('ar')}>
        <MainPhoneForm method="sms" form={phoneForm()} />
      </I18nProvider>,
    );
    await expect.element(page.getByRole('option', { name: '+20 مصر' })).toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveAttribute('dir', 'ltr');
  });
});
