import { errorIcon } from './Field.css';

/** A non-colour cue that a message is an error (WCAG 1.4.1). Drawn in the text colour. */
export function ErrorIcon() {
  return (
    <svg
      className={errorIcon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="6.75" strokeWidth="1.5" />
      <path d="M8 4.75v4" strokeWidth="1.75" strokeLinecap="round" />
      <path d="M8 11.25v.01" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
