import { closeIcon } from './Notify.css';

export function CloseIcon() {
  return (
    <svg className={closeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
