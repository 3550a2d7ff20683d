import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // One ESM module with named exports: consumers' bundlers drop the components they do not use.
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@ipe/domain'],
  // The Inter @font-face rules and files are bundled into dist/index.css, not left as an import.
  noExternal: ['@fontsource-variable/inter'],
  loader: { '.woff': 'file', '.woff2': 'file' },
  // vanilla-extract turns *.css.ts into static CSS (dist/index.css) at build time. Its own
  // evaluation of the style files only needs their class names: plain CSS and fonts reached
  // through the theme's index are left to the main build.
  esbuildPlugins: [
    vanillaExtractPlugin({
      esbuildOptions: { loader: { '.css': 'empty', '.woff': 'empty', '.woff2': 'empty' } },
    }),
  ],
});
