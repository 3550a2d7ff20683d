/** Tick and dash drawn in the current colour; decorative (the checkbox role says the state). */
export function CheckIcon({ indeterminate = false }: { indeterminate?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {indeterminate ? <path d="M4 8h8" /> : <path d="M3.5 8.5l3 3 6-7" />}
    </svg>
  );
}
