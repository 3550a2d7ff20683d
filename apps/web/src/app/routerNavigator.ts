import type { BankNavigator } from '@ipe/api-client';
import { LOGOUT_ROUTE } from '@ipe/domain';
import type { createHashRouter } from 'react-router-dom';
import { expiredSessionPath } from './session/returnPath';

type Router = Pick<ReturnType<typeof createHashRouter>, 'navigate' | 'state'>;

/** Where the api-client sends the person (SPEC §8), on this app's router. */
export function routerNavigator(router: Router): BankNavigator {
  return {
    // The client goes to /logout only on a 401: the session expired on the server, so say so
    // and remember the screen to come back to.
    navigate: (path) => {
      const { pathname, search } = router.state.location;
      if (path !== LOGOUT_ROUTE) return void router.navigate(path);
      // Signing out with an expired token answers 401 too: /logout is already showing.
      if (pathname === LOGOUT_ROUTE) return;
      void router.navigate(expiredSessionPath(pathname + search));
    },
  };
}
