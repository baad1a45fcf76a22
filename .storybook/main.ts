import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { isVanillaCss, porticoIsolation } from '../scripts/cssIsolation.mjs';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // A story's `.test('…')`: its behaviour, named apart from the state (preview.tsx).
  features: { experimentalTestSyntax: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // As in the build: our rules outrank the host's (scripts/cssIsolation.mjs).
      css: { postcss: { plugins: [porticoIsolation({ only: isVanillaCss })] } },
    });
  },
};
export default config;
