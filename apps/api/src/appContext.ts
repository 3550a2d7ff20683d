import type { AuthGuards, TokenService } from './auth';
import type { CaptchaService } from './captcha/captchaService';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db';
import type { HealthService } from './health/healthService';
import type { Ledger } from './ledger';
import type { Mailer } from './mail';
import type { PinService } from './pin';
import type { PostalCodeProvider } from './postalCode/postalCodeProvider';
import type { TransactionHashes } from './transactionHash';

/** The services route plugins share, built once per app by buildApp. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  clock: Clock;
  ledger: Ledger;
  tokens: TokenService;
  captcha: CaptchaService;
  hashes: TransactionHashes;
  guards: AuthGuards;
  pins: PinService;
  mailer: Mailer;
  health: HealthService;
  postalCodes: PostalCodeProvider;
  /** Operator routes compare this (header x-admin-token). */
  adminToken: string;
}
