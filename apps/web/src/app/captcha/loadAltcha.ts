/**
 * Loads the ALTCHA widget (a web component) and its pt-BR texts. Fetched by the sign-in screen
 * after it rendered, so the form is usable while the widget arrives.
 */
export async function loadAltcha(): Promise<void> {
  await import('altcha');
  await import('altcha/i18n/pt-br');
}
