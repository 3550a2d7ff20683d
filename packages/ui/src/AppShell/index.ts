export {
  AppShell,
  type AppShellLinkProps,
  type AppShellNavItem,
  type AppShellProps,
} from './AppShell';
