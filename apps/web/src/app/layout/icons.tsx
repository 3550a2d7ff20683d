import type { ReactNode } from 'react';

/** Line icons of the bank sections; decorative (the label names the link). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const HomeIcon = () => (
  <Icon>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 10v10h14V10" />
    <path d="M10 20v-6h4v6" />
  </Icon>
);

export const StatementIcon = () => (
  <Icon>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);

export const PaymentIcon = () => (
  <Icon>
    <path d="M4 6v12M7 6v12M10 6v12M14 6v12M16 6v12M20 6v12" />
  </Icon>
);

export const ReceiveIcon = () => (
  <Icon>
    <path d="M12 4v11" />
    <path d="M7 10l5 5 5-5" />
    <path d="M5 20h14" />
  </Icon>
);

export const PixIcon = () => (
  <Icon>
    <path d="M12 3l4 4-4 4-4-4z" />
    <path d="M12 13l4 4-4 4-4-4z" />
    <path d="M3 12l4-4 4 4-4 4z" />
    <path d="M13 12l4-4 4 4-4 4z" />
  </Icon>
);

export const TransferIcon = () => (
  <Icon>
    <path d="M4 8h14" />
    <path d="M14 4l4 4-4 4" />
    <path d="M20 16H6" />
    <path d="M10 12l-4 4 4 4" />
  </Icon>
);

export const SettingsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
  </Icon>
);

export const QrIcon = () => (
  <Icon>
    <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4z" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
  </Icon>
);
