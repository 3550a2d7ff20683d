import { closeGlyph } from './Dialog.css';

/** An "×" in the current colour; decorative (the button carries the label). */
export function CloseIcon() {
  return (
    <svg
      className={closeGlyph}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
