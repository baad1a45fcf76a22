import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Toaster } from '../../src/primitives/Toaster';
import { ToasterProvider, useToaster } from '../../src/primitives/ToasterProvider';
import { settle } from './settle';

function Widget({ name }: { name: string }) {
  return (
    <ToasterProvider>
      <Notify name={name} />
      <Toaster label={`${name} notifications`} placement="inline" />
    </ToasterProvider>
  );
}

function Notify({ name }: { name: string }) {
  const toaster = useToaster();
  return (
    <>
      <button type="button" onClick={() => toaster.success(`${name} saved`)}>
        Save {name}
      </button>
      <button type="button" onClick={() => toaster.error(`${name} failed`)}>
        Fail {name}
      </button>
      <button type="button" onClick={() => toaster.loading(`${name} loading`, { id: 'busy' })}>
        Load {name}
      </button>
      <button type="button" onClick={() => toaster.dismiss('busy')}>
        Stop {name}
      </button>
    </>
  );
}

describe('Toaster', () => {
  test('given two widgets on one page › a toast in one never shows in the other', async () => {
    await render(
      <>
        <Widget name="First" />
        <Widget name="Second" />
      </>,
    );
    const first = page.getByRole('region', { name: 'First notifications' });
    const second = page.getByRole('region', { name: 'Second notifications' });
    await userEvent.click(page.getByRole('button', { name: 'Save First' }));
    await expect.element(first.getByRole('status')).toHaveTextContent('First saved');
    expect(second.getByRole('status').elements()).toHaveLength(0);

    await userEvent.click(page.getByRole('button', { name: 'Fail Second' }));
    await expect.element(second.getByRole('alert')).toHaveTextContent('Second failed');
    expect(first.getByRole('alert').elements()).toHaveLength(0);
  });

  test('given a toast › its dismiss button removes it', async () => {
    await render(<Widget name="Only" />);
    await userEvent.click(page.getByRole('button', { name: 'Fail Only' }));
    await expect.element(page.getByRole('alert')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  test('given a loading toast › it stays until code dismisses it, and has no dismiss button', async () => {
    await render(<Widget name="Only" />);
    await userEvent.click(page.getByRole('button', { name: 'Load Only' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Only loading');
    expect(page.getByRole('button', { name: 'Dismiss' }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'Stop Only' }));
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  test('given a success toast › it is gone after 2 s', async () => {
    // Time is the subject: the toast's timer runs on a fake clock the test moves, whatever the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await render(<Widget name="Only" />);
      await userEvent.click(page.getByRole('button', { name: 'Save Only' }));
      await expect.element(page.getByRole('status')).toBeVisible();
      await settle(() => vi.advanceTimersByTime(1_999));
      await expect.element(page.getByRole('status')).toBeVisible();
      await settle(() => vi.advanceTimersByTime(1));
      await expect.element(page.getByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  test('given a widget unmounts with toasts showing › nothing is left running', async () => {
    const { unmount } = await render(<Widget name="Only" />);
    await userEvent.click(page.getByRole('button', { name: 'Fail Only' }));
    await expect.element(page.getByRole('alert')).toBeVisible();
    const clearTimeout = vi.spyOn(window, 'clearTimeout');
    await unmount();
    expect(clearTimeout).toHaveBeenCalled();
    clearTimeout.mockRestore();
  });

  test('given useToaster outside a provider › it says so', async () => {
    function Orphan() {
      useToaster();
      return null;
    }
    await expect(render(<Orphan />)).rejects.toThrow('useToaster() must be used inside a <ToasterProvider>.');
  });
});
