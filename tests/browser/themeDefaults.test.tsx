/**
 * SPEC §3 Theme defaults, as a person sees them drawn (asserted by nothing before): the
 * card white, bordered #ADBCC5, 8 px round, 400 px wide; the primary button #19303D, error #8B1214, success #0C5A56; Arial.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../../src/primitives/Button';
import { Card } from '../../src/primitives/Card';
import { Text } from '../../src/primitives/Text';
import { WidgetRoot } from '../../src/widget/WidgetRoot';
import * as css from '../../src/widget/WidgetRoot.css';

describe('the default theme (SPEC §3)', () => {
  it('draws the container, the colours and the font of the spec', async () => {
    const screen = await render(
      <WidgetRoot>
        <Card className={css.card} data-testid="card">
          <Button>Continue</Button>
          <Button variant="secondary">Other</Button>
          <Text variant="error">Refused</Text>
          <Text variant="success">Done</Text>
        </Card>
      </WidgetRoot>,
    );
    const card = getComputedStyle(screen.getByTestId('card').element());
    expect(card.backgroundColor).toBe('rgb(255, 255, 255)'); // #FFFFFF
    expect(card.borderTopColor).toBe('rgb(173, 188, 197)'); // #ADBCC5
    expect(card.borderTopLeftRadius).toBe('8px');
    const root = screen.getByTestId('card').element().closest('[data-portico-root]')!;
    expect(getComputedStyle(root).width).toBe('400px');
    expect(getComputedStyle(root).fontFamily).toBe('Arial, Helvetica, sans-serif');
    const primary = getComputedStyle(screen.getByRole('button', { name: 'Continue' }).element());
    expect(primary.backgroundColor).toBe('rgb(25, 48, 61)'); // #19303D
    const secondary = getComputedStyle(screen.getByRole('button', { name: 'Other' }).element());
    expect(secondary.color).toBe('rgb(25, 48, 61)');
    expect(getComputedStyle(screen.getByText('Refused').element()).color).toBe('rgb(139, 18, 20)'); // #8B1214
    expect(getComputedStyle(screen.getByText('Done').element()).color).toBe('rgb(12, 90, 86)'); // #0C5A56
  });
});
