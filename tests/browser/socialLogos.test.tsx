/**
 * The social logos line up in one column whatever the label's length, and the Microsoft
 * and Slack marks are drawn in their four colours (not one flat colour).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { SocialButtons } from '../../src/products/oauth/screens/SocialButtons';
import { WidgetRoot } from '../../src/widget/WidgetRoot';

afterEach(() => cleanup());

const providers = ['google', 'microsoft', 'apple', 'salesforce', 'slack', 'linkedin'];

describe('social buttons', () => {
  it.each(['ltr', 'rtl'] as const)('%s › every logo starts at the same place', async (dir) => {
    const { container } = await render(
      <WidgetRoot>
        <div dir={dir}>
          <SocialButtons providers={providers} starting={null} onStart={() => {}} />
        </div>
      </WidgetRoot>,
    );
    const logos = [...container.querySelectorAll('svg[data-provider]')].map((logo) => logo.getBoundingClientRect());
    expect(logos).toHaveLength(providers.length);
    const edges = new Set(logos.map((box) => Math.round(dir === 'rtl' ? box.right : box.left)));
    expect(edges.size).toBe(1);
  });

  it.each(['microsoft', 'slack'])('%s › four colours', async (provider) => {
    const { container } = await render(
      <WidgetRoot>
        <SocialButtons providers={[provider]} starting={null} onStart={() => {}} />
      </WidgetRoot>,
    );
    const fills = [...container.querySelectorAll(`svg[data-provider="${provider}"] path`)].map((path) => getComputedStyle(path).fill);
    expect(new Set(fills).size).toBe(4);
  });
});
