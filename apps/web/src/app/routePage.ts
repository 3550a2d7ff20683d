import type { RouteObject } from 'react-router-dom';

/** A route whose screen is fetched only when it is opened (route-level code splitting). */
export const page = <M>(load: () => Promise<M>, pick: (module: M) => RouteObject['Component']) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});
