import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineMain } from '@storybook/react-vite/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/** True when `dir` holds at least one file whose name ends with `suffix` (searched recursively). */
function hasFileEndingWith(dir: string, suffix: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? entry.name !== 'node_modules' && hasFileEndingWith(join(dir, entry.name), suffix)
      : entry.name.endsWith(suffix),
  );
}

// Storybook fails on a glob that matches nothing, so the web screens join only once they have stories.
const webStories = '../../web/src/**/*.stories.tsx';
const stories = [
  '../src/**/*.mdx',
  '../../../packages/ui/src/**/*.stories.@(tsx|mdx)',
  ...(hasFileEndingWith(join(here, '../../web/src'), '.stories.tsx') ? [webStories] : []),
];

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    return {
      ...config,
      plugins: [...(config.plugins ?? []), vanillaExtractPlugin()],
      resolve: {
        ...config.resolve,
        // Workspace packages (@ipe/ui, @ipe/domain) are read from source, so no build step is needed.
        conditions: ['source', ...defaultClientConditions],
      },
      environments: {
        // vanilla-extract evaluates *.css.ts in Vite's SSR environment: the web screens' styles
        // must read @ipe/ui from source too, or they name the theme variables of ui's dist build
        // (other hashes) and render unstyled.
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
      },
    };
  },
});
