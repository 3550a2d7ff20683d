export { PublicShell, type PublicShellProps } from './PublicShell';
