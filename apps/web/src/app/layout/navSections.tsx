import type { ReactNode } from 'react';
import {
  HomeIcon,
  PaymentIcon,
  PixIcon,
  ReceiveIcon,
  SettingsIcon,
  StatementIcon,
  TransferIcon,
} from './icons';

export type SectionId =
  'home' | 'statement' | 'payment' | 'receive' | 'pix' | 'transfer' | 'settings';

export interface NavSection {
  id: SectionId;
  /** Where the section opens. */
  href: string;
  /** Paths under this prefix belong to the section. */
  prefix: string;
  icon: ReactNode;
}

/** The seven sections of the bank, in the order of the navigation bar. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'home', href: '/bank/home', prefix: '/bank/home', icon: <HomeIcon /> },
  {
    id: 'statement',
    href: '/bank/statement/account',
    prefix: '/bank/statement',
    icon: <StatementIcon />,
  },
  { id: 'payment', href: '/bank/payment', prefix: '/bank/payment', icon: <PaymentIcon /> },
  { id: 'receive', href: '/bank/receive', prefix: '/bank/receive', icon: <ReceiveIcon /> },
  { id: 'pix', href: '/bank/pix', prefix: '/bank/pix', icon: <PixIcon /> },
  { id: 'transfer', href: '/bank/transfer', prefix: '/bank/transfer', icon: <TransferIcon /> },
  { id: 'settings', href: '/bank/settings', prefix: '/bank/settings', icon: <SettingsIcon /> },
];

/** The section a path belongs to. */
export function sectionOf(pathname: string): SectionId | null {
  const found = NAV_SECTIONS.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return found?.id ?? null;
}
