import { defineConfig } from 'tsup';

export default defineConfig({
  // Node callers never load React (hooks live behind '@ipe/api-client/react-query') nor the fake
  // bank of tests and stories ('@ipe/api-client/testing').
  entry: {
    index: 'src/index.ts',
    reactQuery: 'src/reactQuery.ts',
    testing: 'src/testing.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
