import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkThemeClass } from '../../tokens';
import { Select } from '../../src/primitives/Select';
import { NonceContext } from '../../src/primitives/nonce';

const options = [
  { value: 'US', label: '+1 United States' },
  { value: 'CA', label: '+1 Canada' },
  { value: 'GB', label: '+44 United Kingdom' },
];

describe('Select', () => {
  test('given a closed select › Enter opens it, ArrowDown moves, Enter chooses', async () => {
    const onValueChange = vi.fn();
    await render(<Select label="Country" options={options} defaultValue="US" onValueChange={onValueChange} />);
    const trigger = page.getByRole('combobox', { name: 'Country' });
    (trigger.element() as HTMLElement).focus();

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: '+1 Canada' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('CA');
    await expect.element(trigger).toHaveTextContent('+1 Canada');
  });

  test('given a themed root › the open list is portalled inside it, so theme variables apply', async () => {
    await render(
      <div className={darkThemeClass} data-testid="root">
        <Select label="Country" options={options} defaultValue="US" defaultOpen />
      </div>,
    );
    const listbox = page.getByRole('listbox');
    await expect.element(listbox).toBeVisible();
    const root = page.getByTestId('root').element();
    expect(root.contains(listbox.element())).toBe(true);
  });

  test('given a container › the open list is portalled into it', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    await render(<Select label="Country" options={options} defaultOpen container={container} />);
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(container.contains(page.getByRole('listbox').element())).toBe(true);
    container.remove();
  });

  test('given a page nonce › every <style> the open list inserts carries it (strict CSP)', async () => {
    const before = new Set(document.querySelectorAll('style'));
    await render(
      <NonceContext.Provider value="fake-nonce-for-test">
        <Select label="Country" options={options} defaultValue="US" defaultOpen />
      </NonceContext.Provider>,
    );
    await expect.element(page.getByRole('listbox')).toBeVisible();
    const inserted = [...document.querySelectorAll('style')].filter((style) => !before.has(style));
    expect(inserted.length).toBeGreaterThan(0); // Radix's viewport rules and its scroll lock
    expect(inserted.map((style) => style.nonce)).toEqual(inserted.map(() => 'fake-nonce-for-test'));
  });
});
