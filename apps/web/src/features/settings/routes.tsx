import type { RouteObject } from 'react-router-dom';

/** Settings (SPEC §2): root named `account`, binduser, security. */
export const settingsRoutes: RouteObject = {
  path: 'settings',
  lazy: () => import('./SettingsLayout').then((module) => ({ Component: module.SettingsLayout })),
  children: [
    {
      index: true,
      id: 'account',
      lazy: () =>
        import('./SettingsAccountPage').then((module) => ({
          Component: module.SettingsAccountPage,
        })),
    },
    {
      path: 'binduser',
      lazy: () =>
        import('./SettingsBindUserPage').then((module) => ({
          Component: module.SettingsBindUserPage,
        })),
    },
    {
      path: 'security',
      lazy: () =>
        import('./SettingsSecurityPage').then((module) => ({
          Component: module.SettingsSecurityPage,
        })),
    },
  ],
};
