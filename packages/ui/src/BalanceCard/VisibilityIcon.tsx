import { icon } from './BalanceCard.css';

/** An open eye when the balance is hidden (press to show), a crossed eye when it is shown. */
export function VisibilityIcon({ visible }: { visible: boolean }) {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {visible ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
