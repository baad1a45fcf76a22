/**
 * SPEC §2 Main's method tabs, uncontrolled (a host composing screens may leave out `value`): the
 * panel of the tab a person selects is drawn in the same commit that selects it. Radix reports an
 * uncontrolled change from an effect, a render later; a panel drawn on that report showed empty for
 * a moment, and a story's check of its button failed on a loaded machine.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { MainTabs } from '../../src/screens/MainTabs';

afterEach(() => cleanup());

/** Lets React flush what a discrete event scheduled (microtasks), and nothing a later task would. */
const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const tabs = [
  { id: 'sms', label: 'Text', content: <p>text form</p> },
  { id: 'email-otp', label: 'Email', content: <p>email form</p> },
];

describe('MainTabs', () => {
  it('uncontrolled › focusing a tab selects it and draws its panel at once', async () => {
    const changes: string[] = [];
    const screen = await render(<MainTabs label="Sign-in method" tabs={tabs} onValueChange={(id) => changes.push(id)} />);
    const email = screen.getByRole('tab', { name: 'Email' }).element() as HTMLElement;
    email.focus();
    await microtasks();
    expect(email.getAttribute('aria-selected')).toBe('true');
    const panel = document.getElementById(email.getAttribute('aria-controls')!)!;
    expect(panel.textContent).toBe('email form');
    expect(changes).toEqual(['email-otp']);
  });

  it('controlled › the panel follows `value`, and a focus only reports the change', async () => {
    const changes: string[] = [];
    const screen = await render(<MainTabs label="Sign-in method" tabs={tabs} value="sms" onValueChange={(id) => changes.push(id)} />);
    const email = screen.getByRole('tab', { name: 'Email' }).element() as HTMLElement;
    email.focus();
    await microtasks();
    expect(changes).toEqual(['email-otp']);
    expect(email.getAttribute('aria-selected')).toBe('false');
    await screen.rerender(<MainTabs label="Sign-in method" tabs={tabs} value="email-otp" onValueChange={(id) => changes.push(id)} />);
    await expect.element(screen.getByRole('tabpanel', { name: 'Email' })).toHaveTextContent('email form');
  });
});
