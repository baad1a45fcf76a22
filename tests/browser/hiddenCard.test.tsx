/**
 * (SPEC §2, the floating loader shows instead of the card): the widget hides its card with
 * the `hidden` attribute while the loader shows; the card's own `display: flex` must not undo it.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Card } from '../../src/primitives/Card';
import { WidgetRoot } from '../../src/widget/WidgetRoot';
import * as css from '../../src/widget/WidgetRoot.css';

describe('the widget card', () => {
  it('hidden › not drawn, although its class sets display: flex', async () => {
    const screen = await render(
      <WidgetRoot>
        <Card className={css.card} hidden data-testid="card">
          <p>Main</p>
        </Card>
      </WidgetRoot>,
    );
    const card = screen.getByTestId('card').element();
    expect(getComputedStyle(card).display).toBe('none');
    await expect.element(screen.getByText('Main')).not.toBeVisible();
  });

  it('not hidden › a flex column, as before', async () => {
    const screen = await render(
      <WidgetRoot>
        <Card className={css.card} data-testid="card">
          <p>Main</p>
        </Card>
      </WidgetRoot>,
    );
    expect(getComputedStyle(screen.getByTestId('card').element()).display).toBe('flex');
  });
});
