import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { completeCpf, isValidCnpj } from '@ipe/domain';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { axeViolations } from '../../../../scripts/axeInPage';
import { watchPageProblems } from '../../../../scripts/pageProblems';

/** What went wrong in the current test's pages that its own steps did not look at. */
const pageProblems: string[] = [];

const watchContext = (context: BrowserContext) => watchPageProblems(context, pageProblems);

/**
 * Every context `browser` opens from now on is watched, for a test that launches its own.
 * Returns what stops it, for a browser that outlives the test.
 */
export function watchBrowser(browser: Browser): () => void {
  browser.on('context', watchContext);
  return () => browser.off('context', watchContext);
}

/**
 * Playwright's `test`, failing a test whose pages threw an uncaught error, rejected a promise
 * nobody handled, or logged a warning or an unexpected error, in its own context or any other it
 * opened. A screen can look right while a background effect fails; the assertions would not see
 * it (docs/architecture/web-app.md, "What the tests watch").
 */
export const test = base.extend<{ pageProblemsWatch: void }>({
  pageProblemsWatch: [
    async ({ context, browser }, use) => {
      pageProblems.length = 0;
      watchContext(context);
      const unwatch = watchBrowser(browser);
      await use();
      unwatch();
      expect(pageProblems, 'errors in the pages that the test did not look at').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The demo bank's password (apps/api seed). */
export const DEMO_PASSWORD = 'Ipe@2026';

/** axe with the WCAG 2.2 AA tags on what the page shows now: no violations allowed. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${screen}`).toEqual([]);
}

/** Waits until the screen's h1 says `name` (the app moves focus to it after a navigation). */
export async function expectPage(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  // A screen drawn beneath the startup check's overlay is inert until it answers
  // (docs/decisions/0020-public-screens-beneath-the-startup-check.md): on view means usable.
  await expect
    .poll(() => heading.evaluate((element) => element.closest('[inert]') === null))
    .toBe(true);
}

export interface SignInOptions {
  /** The demo password unless given. */
  password?: string;
  /** Check the filled sign-in screen with axe (the widget included). */
  axe?: boolean;
}

/**
 * Signs in from the start page through the form, the captcha solved by the real ALTCHA widget
 * in the browser.
 */
export async function signIn(page: Page, email: string, options: SignInOptions = {}) {
  await page.goto('/');
  await expectPage(page, 'Entre na sua conta');
  await submitSignIn(page, email, options);
}

/** Fills and sends the sign-in form already on screen (after an account switch, say). */
export async function submitSignIn(page: Page, email: string, options: SignInOptions = {}) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await solveCaptcha(page);
  if (options.axe) await expectAccessible(page, 'sign-in');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * The widget starts solving when the form takes focus; if it has not (it arrived after the
 * fields were filled, or was reset), the person ticks its box, as the hint under it says.
 */
export async function solveCaptcha(page: Page): Promise<void> {
  const verified = page.getByText('Verificado', { exact: true });
  // The box's label; while the widget is solving it says so instead.
  const tick = page.getByText('Eu não sou um robô', { exact: true });
  await expect(async () => {
    if (await verified.isVisible()) return;
    // Through the label: the widget draws its tick mark over the middle of the box, and
    // Playwright will not click through the drawing (a person's click is passed on).
    if (await tick.isVisible()) await tick.click({ timeout: 2_000 });
    await expect(verified).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** The operator token of the server under test (or of the one whose data folder is `dir`). */
function adminToken(dir = process.env.E2E_DATA_DIR): string {
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through e2e/run.mjs');
  return readFileSync(join(dir, 'admin-token'), 'utf8').trim();
}

/** The server whose clock the tests move (scheduled Pix), started by e2e/run.mjs. */
export function clockServer(): { url: string; dataDir: string } {
  const url = process.env.E2E_CLOCK_URL;
  const dataDir = process.env.E2E_CLOCK_DATA_DIR;
  if (!url || !dataDir) throw new Error('E2E_CLOCK_URL is not set: run through e2e/run.mjs');
  return { url, dataDir };
}

/** Sets that server's clock (PUT /admin/clock, which only a test server has). */
export async function setServerClock(at: string): Promise<void> {
  const { url, dataDir } = clockServer();
  const response = await fetch(`${url}/admin/clock`, {
    method: 'PUT',
    headers: { 'x-admin-token': adminToken(dataDir), 'content-type': 'application/json' },
    body: JSON.stringify({ now: at }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Switches a service on the server (the operator's switch behind a health flag). */
export async function setService(
  service: 'pix' | 'transfer' | 'statement' | 'balance' | 'pay' | 'receive' | 'security',
  enabled: boolean,
): Promise<void> {
  // Plain fetch, like an operator's curl: no browser cookies, so no XSRF pair is involved.
  const response = await fetch(`${process.env.E2E_URL}/admin/services/${service}`, {
    method: 'PUT',
    headers: { 'x-admin-token': adminToken(), 'content-type': 'application/json' },
    body: JSON.stringify(enabled ? { enabled } : { enabled, reason: 'teste de ponta a ponta' }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Ends a PIN lockout as the operator does (POST /admin/users/pin-unlock). */
export async function unlockPin(email: string): Promise<void> {
  const response = await fetch(`${process.env.E2E_URL}/admin/users/pin-unlock`, {
    method: 'POST',
    headers: { 'x-admin-token': adminToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status, await response.text()).toBe(204);
}

/**
 * The bank's analysis decides the open dispute of a Pix (MED), as its operator does: found in the
 * queue by the Pix's end-to-end id, given back to the payer or released.
 */
export async function decideDispute(endToEndId: string, refund: boolean): Promise<void> {
  const headers = { 'x-admin-token': adminToken(), 'content-type': 'application/json' };
  const queue = await fetch(`${process.env.E2E_URL}/admin/pix/disputes`, { headers });
  const open = ((await queue.json()) as { data: Array<{ id: string; end_to_end_id: string }> })
    .data;
  const dispute = open.find((candidate) => candidate.end_to_end_id === endToEndId);
  expect(dispute, `no open dispute of ${endToEndId}`).toBeDefined();
  const response = await fetch(`${process.env.E2E_URL}/admin/pix/disputes/${dispute!.id}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ refund }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Fills a PIN or code made of one box per digit, through its first box. */
export async function typeDigits(scope: Locator | Page, label: string, digits: string) {
  await scope
    .getByRole('group', { name: label, exact: true })
    .getByLabel(/^Dígito 1 de/)
    .fill(digits);
}

/** The newest e-mail to `email` in the server's development outbox. */
export async function latestMail(
  request: APIRequestContext,
  email: string,
  dataDir?: string,
): Promise<{ subject: string; text: string } | undefined> {
  // The outbox holds sign-in codes: the server shows it to its operator only.
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}&limit=1`, {
    headers: { 'x-admin-token': adminToken(dataDir) },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Array<{ subject: string; text: string }> };
  return data[0];
}

/** The newest one-time code e-mailed to `email` (the server's development outbox). */
export async function latestCode(
  request: APIRequestContext,
  email: string,
  dataDir?: string,
): Promise<string> {
  const code = (await latestMail(request, email, dataDir))?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the last e-mail to ${email}`);
  return code;
}

/** Ipê's keys in localStorage (prefix ipe:). */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('ipe:'))
      .sort(),
  );
}

/**
 * Enables this browser as a device of the signed-in person (settings → security, the e-mailed
 * code), so money can move: a new browser starts in consult mode.
 */
export async function enableThisDevice(
  page: Page,
  request: APIRequestContext,
  email: string,
  /** Another server's data folder (its operator token), when the test runs against it. */
  dataDir?: string,
) {
  await page.goto('/#/bank/settings/security');
  await expectPage(page, 'Segurança');
  const device = page.getByRole('region', { name: 'Este aparelho' });
  await device.getByRole('button', { name: 'Enviar código' }).click();
  await expect(device.getByText(/Enviamos um código de 6 dígitos para/)).toBeVisible();
  const code = await latestCode(request, email, dataDir);
  await device
    .getByRole('group', { name: 'Código de 6 dígitos' })
    .getByRole('textbox')
    .first()
    .fill(code);
  await device.getByRole('button', { name: 'Habilitar' }).click();
  await expect(
    page.getByText('Aparelho habilitado! Você já pode movimentar a conta.'),
  ).toBeVisible();
}

/** The available balance home shows, in centavos (the balance is shown first if hidden). */
export async function homeBalance(page: Page): Promise<number> {
  await page.goto('/#/bank/home');
  await expectPage(page, /^Olá/);
  return shownBalance(page);
}

/** Maria signed in on a device enabled to move money: her available balance before paying. */
export async function mariaReadyToPay(page: Page, request: APIRequestContext): Promise<number> {
  await signedIn(page, request, 'maria@ipe.dev');
  return shownBalance(page);
}

type BrowserState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What a sign-in on an enabled device left in the browser (cookies, the app's localStorage), per
 * server and person, kept by this worker for the tests after it.
 */
const readyStates = new Map<string, BrowserState>();
/** A saved token must outlive the longest test (three minutes) to be used again. */
const TOKEN_LIFE_LEFT_MS = 4 * 60_000;

/**
 * `email` signed in on a device enabled to move money, on home. Set-up for the tests whose subject
 * comes after it: the first such test of a person signs in through the form (the captcha solved
 * in the browser) and enables the device with the e-mailed code; the later ones put that
 * browser's state back, as Playwright's "reuse the signed-in state" does, which spared the suite a
 * sign-in and a device code each (docs/architecture/performance.md, "CI's time"). A state that no
 * longer opens home (its token near its end, or revoked) is replaced the first way.
 * Signing in, and enabling a device, are the subject of their own tests, which use the form.
 */
export async function signedIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  /** Another server's data folder (its operator token), when the test runs against it. */
  dataDir?: string,
): Promise<void> {
  // Any page of the server gives its origin and access to its localStorage; the icon is the
  // smallest.
  await page.goto('/favicon.svg');
  const origin = new URL(page.url()).origin;
  const key = `${origin} ${email}`;
  // Not on the server whose clock the tests move: a state signed in at one of its times may be
  // expired at the next, or not yet issued, and it is a handful of tests.
  const reusable = dataDir === undefined;
  const saved = reusable ? readyStates.get(key) : undefined;
  if (saved) {
    if (await restoreState(page, origin, saved)) return;
    readyStates.delete(key);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: /^Olá/ })).toBeVisible();
  await enableThisDevice(page, request, email, dataDir);
  if (reusable) readyStates.set(key, await page.context().storageState());
  await page.goto('/#/bank/home');
  await expectPage(page, /^Olá/);
}

/** A JWT's expiry, in epoch milliseconds (read, not verified: the server does that). */
export function tokenExpiry(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    exp: number;
  };
  return payload.exp * 1000;
}

/**
 * Puts a saved state into the browser of a page open on `origin` and opens home with it: true
 * when the server took it (the balance came back), false when it did not.
 */
async function restoreState(page: Page, origin: string, state: BrowserState): Promise<boolean> {
  const entries = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  // The token's 15 minutes (IPE_TOKEN_TTL_SECONDS); whether the server still takes it (not
  // revoked), the balance below answers.
  const token = entries.find(({ name }) => name === 'ipe:JWT_TOKEN')?.value;
  if (!token || tokenExpiry(token) < Date.now() + TOKEN_LIFE_LEFT_MS) return false;
  await page.context().addCookies(state.cookies);
  await page.evaluate((items) => {
    for (const { name, value } of items) window.localStorage.setItem(name, value);
  }, entries);
  const balance = page
    .waitForResponse((response) => /\/balance$/.test(new URL(response.url()).pathname), {
      timeout: 20_000,
    })
    .catch(() => null);
  await page.goto('/#/bank/home');
  if (!(await balance)?.ok()) return false;
  await expectPage(page, /^Olá/);
  return true;
}

/** The balance on the home screen already open (it refreshes after money moves). */
export async function shownBalance(page: Page): Promise<number> {
  const balance = page.getByRole('region', { name: 'Saldo disponível' });
  const toggle = balance.getByRole('button', { name: 'Mostrar saldo' });
  if ((await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click();
  const text = await balance
    .getByText(/^R\$\s?\d{1,3}(\.\d{3})*,\d{2}$/)
    .first()
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

/** The text of a PDF (pdf.js, as a reader extracts it), page after page. */
export async function pdfText(file: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The 14 standard fonts' metrics, which a PDF made with them (jsPDF's Helvetica) refers to.
  const fonts = join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const pdf = await getDocument({
    data: new Uint8Array(readFileSync(file)),
    standardFontDataUrl: fonts,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  // An amount's no-break space (formatBrl) reads as the space it shows.
  return pages.join('\n').replace(/\u00a0/g, ' ');
}

/** A Pix from another bank arrives (the simulator's operator route), as the SPI would send it. */
/**
 * A simulated customer of another bank (Bruno, at Itaú) issues a dynamic Pix charge; its
 * copy-and-paste code.
 */
export async function chargeFromAnotherBank(amount: number, description: string) {
  const response = await fetch(`${process.env.E2E_URL}/admin/pix/charges`, {
    method: 'POST',
    headers: { 'x-admin-token': adminToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ payee: 1, amount, description }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { br_code: string } }).data.br_code;
}

/** The operator's simulated SPI: a Pix from another bank arrives (POST /admin/pix/incoming). */
async function incomingPix(body: Record<string, unknown>) {
  const response = await fetch(`${process.env.E2E_URL}/admin/pix/incoming`, {
    method: 'POST',
    headers: { 'x-admin-token': adminToken(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { end_to_end_id: string } }).data;
}

export async function receivePixFromAnotherBank(
  to: { branch: string; number: string },
  amount: number,
) {
  await incomingPix({ ...to, amount, payer: 0, description: 'Devolução do jantar' });
}

/**
 * A simulated customer of another bank (Bruno, at Itaú) pays a copy-and-paste code of this bank:
 * his bank reads the signed charge, and the SPI's message concludes it here.
 */
export async function payCodeFromAnotherBank(brCode: string) {
  return (await incomingPix({ br_code: brCode, payer: 1 })).end_to_end_id;
}

/**
 * Another bank registers a bill in the simulated registry (POST /admin/boletos): a utility bill
 * for Maria's CPF by default, or what `bill` says, on the server named (the default one
 * unless told); its barcode and line.
 */
export async function billFromAnotherBank(
  amount: number,
  bill: Record<string, unknown> = {},
  server: { url: string | undefined; dataDir?: string | undefined } = {
    url: process.env.E2E_URL,
  },
) {
  const response = await fetch(`${server.url}/admin/boletos`, {
    method: 'POST',
    headers: { 'x-admin-token': adminToken(server.dataDir), 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'collection',
      beneficiary: { name: 'Companhia Paulista de Energia', document: '60444437000146' },
      payer: { name: 'Maria Oliveira Santos', document: '52998224725' },
      amount,
      ...bill,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { barcode: string; line: string } }).data;
}

/** The card network (the operator's simulated side): authorize, or `/{id}/settle` | `/{id}/reverse`. */
export async function cardNetwork(
  path: string,
  body?: Record<string, unknown>,
): Promise<{ id: string; status: string; decline_reason: string | null }> {
  const response = await fetch(`${process.env.E2E_URL}/admin/interbank/card-purchases${path}`, {
    method: 'POST',
    headers: {
      'x-admin-token': adminToken(),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (
    (await response.json()) as {
      data: { id: string; status: string; decline_reason: string | null };
    }
  ).data;
}

/**
 * The bank's analyst decides the identity check waiting for the account of `email` (opening an
 * account, or a re-verification), as its operator does: found in the queue, approved or refused.
 */
export async function decideIdentityCheck(email: string, approved: boolean): Promise<void> {
  const headers = { 'x-admin-token': adminToken(), 'content-type': 'application/json' };
  const queue = await fetch(`${process.env.E2E_URL}/admin/identity-checks`, { headers });
  const pending = ((await queue.json()) as { data: Array<{ id: string; email: string }> }).data;
  const check = pending.find((candidate) => candidate.email === email);
  expect(check, `no identity check waiting for ${email}`).toBeDefined();
  const response = await fetch(
    `${process.env.E2E_URL}/admin/identity-checks/${check!.id}/decision`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ decision: approved ? 'approved' : 'rejected' }),
    },
  );
  expect(response.status, await response.text()).toBe(204);
}

/** A valid numeric CNPJ of its own for each seed (the check digits computed by @ipe/domain). */
export function newCnpj(seed: number): string {
  const base = `${String(seed % 100_000_000).padStart(8, '0')}0001`;
  for (let n = 0; n < 100; n++) {
    const candidate = `${base}${String(n).padStart(2, '0')}`;
    if (isValidCnpj(candidate)) return candidate;
  }
  throw new Error(`no check digits for ${base}`);
}

/** A CPF nobody in the demo has: nine digits from `seed`, and the two check digits. */
export function newCpf(seed: number): string {
  return completeCpf(String(100_000_000 + (seed % 899_999_999)));
}
