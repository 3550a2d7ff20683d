import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entries so Node callers never load React: hooks live behind '@ipe/api-client/react-query'.
  entry: { index: 'src/index.ts', 'react-query': 'src/react-query.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
