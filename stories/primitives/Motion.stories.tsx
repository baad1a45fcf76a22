import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Button } from '../../src/primitives/Button';
import { Collapsible } from '../../src/primitives/Collapsible';
import { OTPInput } from '../../src/primitives/OTPInput';
import { Spinner } from '../../src/primitives/Spinner';

/** Every part that moves: a spinner, a busy button, the code field's caret, a chevron that turns. */
function MovingParts() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Spinner size="large" label="Loading" />
      <Button loading>Continue with email</Button>
      <OTPInput />
      <Collapsible label="You do not have permissions to grant Acme access to some of the requested scopes.">
        You cannot grant Acme&apos;s request to: View your personal profile information
      </Collapsible>
    </div>
  );
}

const meta = preview.meta({
  title: 'Primitives/Motion',
  component: MovingParts,
  // Also run where the operating system asks for less motion (the stories-system-settings project).
  tags: ['reduced-motion'],
});

/** The code field focused, so its caret shows. */
export const Moving = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('One-time passcode'));
  },
});
Moving.test('stands still when the person asks for less motion, and moves otherwise', async ({ canvasElement }) => {
  const inside = (animation: Animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return target instanceof Element && canvasElement.contains(target);
  };
  const animations = document.getAnimations().filter(inside);
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    await expect(animations).toEqual([]);
    // Nor a transition waiting for a change: a hover's colour fade, the chevron's turn.
    const moving = [...canvasElement.querySelectorAll('*')].filter((element) =>
      getComputedStyle(element).transitionDuration.split(',').some((duration) => parseFloat(duration) > 0),
    );
    await expect(moving).toEqual([]);
  } else {
    // The spinner and the caret: what the reduced-motion run must find stopped.
    await expect(animations.length).toBeGreaterThanOrEqual(2);
  }
});
