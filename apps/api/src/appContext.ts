// Service types come from the files that define them, never from a module's index: an index
// also exports services that take part of this context (`Pick<AppContext, …>`), and that would
// close a cycle. The services named here take what they need by name, not the context.
import type { AuthGuards } from './auth/guards';
import type { MoneyAuthorization } from './auth/moneyAuthorization';
import type { TokenService } from './auth/tokens';
import type { CaptchaService } from './captcha/captchaService';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db';
import type { Fees } from './fees/fees';
import type { HealthService } from './health/healthService';
import type { Interbank } from './interbank/adapters';
import type { Ledger } from './ledger';
import type { Mailer } from './mail/mailer';
import type { KycProvider } from './onboarding/kycProvider';
import type { PinService } from './pin/pinService';
import type { PixCharges } from './pix/charges';
import type { PostalCodeProvider } from './postalCode/postalCodeProvider';
import type { TransactionHashes } from './transactionHash/transactionHashes';
import type { AccountDirectory } from './transfer/accountDirectory';

/** The services route plugins share, built once per app by buildApp. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  clock: Clock;
  ledger: Ledger;
  /** Finds the bank account a transfer names (by id, or branch and number). */
  accounts: AccountDirectory;
  tokens: TokenService;
  captcha: CaptchaService;
  hashes: TransactionHashes;
  guards: AuthGuards;
  pins: PinService;
  /** A money movement's hash and PIN, spent in the money's own transaction. */
  money: MoneyAuthorization;
  mailer: Mailer;
  health: HealthService;
  /** Other participants: the Pix participant list, the DICT and the SPI (simulated today). */
  interbank: Interbank;
  /** The Pix charges this bank's customers issue, and the locations that answer them. */
  pixCharges: PixCharges;
  postalCodes: PostalCodeProvider;
  /** The fee table, and the ledger transfers that charge it. */
  fees: Fees;
  /** Checks a person's document photo and selfie (simulated in the demo). */
  kyc: KycProvider;
  /** Operator routes compare this (header x-admin-token). */
  adminToken: string;
}
