import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Environment = 'development' | 'production' | 'test';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  env: Environment;
  host: string;
  port: number;
  /** The monorepo root: relative paths resolve from here, whatever folder pnpm ran us in. */
  repoRoot: string;
  /** PGlite's data folder (ignored with DATABASE_URL); also holds the admin token file. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The built web app, served on the same port when it exists. */
  webDistDir: string;
  logLevel: string;
  /**
   * Which proxies may name the client in X-Forwarded-For (rate limits are per client IP): false,
   * a number of trusted hops, or the proxies' addresses/CIDRs. Never "everyone" (docs/security).
   */
  trustProxy: false | number | string[];
  /** Swagger UI at /docs (development only). */
  swaggerUi: boolean;
  /** Dev routes such as the e-mail outbox listing (never in production). */
  devRoutes: boolean;
  seedDemoData: boolean;
  tokenTtlSeconds: number;
  transactionHashTtlSeconds: number;
  /** How long a sign-in's state is trusted without reading it (src/auth/sessionCache.ts). */
  sessionCacheMs: number;
  /** How long a server trusts the service switches it read (healthService.ts; 0: always read). */
  switchesCacheMs: number;
  pinMaxAttempts: number;
  /**
   * The simulated other participants (docs/decisions/0008-interbank-adapters.md): how long they
   * take to answer a payment and the share of payments they refuse.
   */
  interbank: { latencyMs: number; rejectionPercent: number };
  /**
   * How often this process runs the Pix scheduler (docs/architecture/pix-scheduling.md); 0 turns
   * it off (tests call it by hand).
   */
  schedulerIntervalMs: number;
  /** PUT /admin/clock may set the server's clock (end-to-end tests; refused in production). */
  testClock: boolean;
  otp: { emailCodeTtlSeconds: number; maxAttempts: number };
  /** E-mailed code of a forgotten password: one at a time per user. */
  passwordReset: { codeTtlSeconds: number; maxAttempts: number };
  /** E-mailed code with which someone invited to an account creates their sign-in. */
  invitations: { ttlSeconds: number; maxAttempts: number };
  /** Opening an account: e-mailed and texted codes, and how long a confirmed e-mail's session lasts. */
  onboarding: { codeTtlSeconds: number; maxAttempts: number; sessionTtlSeconds: number };
  captcha: { cost: number; minCounter: number; maxCounter: number; ttlSeconds: number };
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerEmail: RateLimitRule;
    captchaPerIp: RateLimitRule;
    hashPerIp: RateLimitRule;
    otpPerAccount: RateLimitRule;
    /** Forgotten password and invitation codes (public): per IP and per e-mail, like sign-in. */
    recoveryPerIp: RateLimitRule;
    recoveryPerEmail: RateLimitRule;
    /** Changing the password while signed in (guesses at the current one). */
    passwordChangePerUser: RateLimitRule;
    /** Invitations a holder sends (each e-mails someone; each tells whether an e-mail is a user). */
    invitesPerAccount: RateLimitRule;
  };
  /** E-mails always go to the outbox table; also to this SMTP server when SMTP_URL is set. */
  mail: {
    smtp: { url: string; from: string } | undefined;
    retry: {
      maxAttempts: number;
      maxAgeSeconds: number;
      backoffSeconds: number;
      sweepEverySeconds: number;
    };
  };
  /**
   * Where the server's secrets come from, never the database (docs/security/threat-model.md):
   * `masterKey` (IPE_SECRET_KEY or the file IPE_SECRET_KEY_FILE) derives every secret; a fixed
   * value per secret overrides its derivation. Outside production main.ts keeps a key file in the
   * data folder when neither is given.
   */
  secrets: {
    masterKey: string | undefined;
    jwt: string | undefined;
    captcha: string | undefined;
    admin: string | undefined;
    /** HMAC key of PIN verifiers (docs/decisions/0009-keyed-pin-verifier.md). */
    pin?: string | undefined;
    /** HMAC key of transaction hashes (docs/decisions/0013-transaction-hash-spent-with-the-money.md). */
    transactionHash?: string | undefined;
    /** P-256 key of this bank's Pix charge signatures (docs/architecture/pix-receiving.md). */
    pixSigning?: string | undefined;
  };
}

type Env = Record<string, string | undefined>;

/** The folder holding pnpm-workspace.yaml, searched upwards from `from`. */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  }
  return value;
}

function environment(env: Env): Environment {
  const value = env.NODE_ENV ?? 'development';
  if (value === 'development' || value === 'production' || value === 'test') return value;
  throw new Error(`NODE_ENV must be development, production or test (got "${value}")`);
}

const MINUTE = 60_000;

/** SMTP_URL as nodemailer takes it: smtp://user:pass@host:port or smtps://…; else an error. */
function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL;
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Never echo the value: it may hold the SMTP password.
    throw new Error('SMTP_URL must be a URL such as smtp://user:pass@host:587');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error('SMTP_URL must start with smtp:// or smtps:// and name a host');
  }
  return raw;
}

/**
 * IPE_TRUST_PROXY: a number of hops, or a comma-separated list of proxy addresses/CIDRs. "true"
 * would let any client write its own X-Forwarded-For and escape the per-IP limits, so it is refused.
 */
function trustProxy(env: Env): AppConfig['trustProxy'] {
  const raw = env.IPE_TRUST_PROXY?.trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((entry) => entry.trim());
  if (list.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) && entry.length > 1))
    return list;
  throw new Error(
    'IPE_TRUST_PROXY takes the number of proxies in front of the server (e.g. 1) or their ' +
      `addresses (e.g. 10.0.0.5,10.0.1.0/24), not "${raw}": trusting every X-Forwarded-For ` +
      'lets any client pick its own IP',
  );
}

/** IPE_SECRET_KEY, or the contents of IPE_SECRET_KEY_FILE; at least 32 characters. */
function masterKey(env: Env): string | undefined {
  let key = env.IPE_SECRET_KEY || undefined;
  const file = env.IPE_SECRET_KEY_FILE;
  if (!key && file) {
    try {
      key = readFileSync(file, 'utf8').trim();
    } catch {
      throw new Error(`IPE_SECRET_KEY_FILE: cannot read ${file}`);
    }
  }
  if (key !== undefined && key.length < 32) {
    throw new Error(
      'IPE_SECRET_KEY must have at least 32 characters (e.g. openssl rand -base64 32)',
    );
  }
  return key;
}

/** Reads the configuration from environment variables (documented in apps/api/README.md). */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const mode = environment(env);
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));
  return {
    env: mode,
    // Loopback unless told otherwise: the demo must be safe on a laptop on a shared network.
    host: env.HOST || '127.0.0.1',
    port: int(env, 'PORT', 3000),
    repoRoot,
    dataDir: fromRoot(env.IPE_DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDistDir: fromRoot(env.IPE_WEB_DIST || 'apps/web/dist'),
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxy(env),
    swaggerUi: mode === 'development',
    devRoutes: mode !== 'production',
    seedDemoData: env.IPE_SEED_DEMO !== 'false',
    tokenTtlSeconds: int(env, 'IPE_TOKEN_TTL_SECONDS', 15 * 60, 30),
    transactionHashTtlSeconds: int(env, 'IPE_HASH_TTL_SECONDS', 60, 1),
    sessionCacheMs: int(env, 'IPE_SESSION_CACHE_MS', 2_000),
    switchesCacheMs: int(env, 'IPE_SWITCHES_CACHE_MS', 1_000),
    pinMaxAttempts: 3,
    interbank: {
      latencyMs: int(env, 'IPE_INTERBANK_LATENCY_MS', 150),
      rejectionPercent: Math.min(100, int(env, 'IPE_INTERBANK_REJECTION_PERCENT', 0)),
    },
    schedulerIntervalMs: int(env, 'IPE_SCHEDULER_INTERVAL_MS', mode === 'test' ? 0 : 30_000),
    testClock: env.IPE_TEST_CLOCK === 'true',
    otp: { emailCodeTtlSeconds: 10 * 60, maxAttempts: 5 },
    passwordReset: { codeTtlSeconds: 15 * 60, maxAttempts: 5 },
    invitations: { ttlSeconds: 7 * 24 * 60 * 60, maxAttempts: 5 },
    onboarding: { codeTtlSeconds: 15 * 60, maxAttempts: 5, sessionTtlSeconds: 24 * 60 * 60 },
    captcha: {
      cost: int(env, 'IPE_CAPTCHA_COST', 5_000, 1),
      minCounter: int(env, 'IPE_CAPTCHA_MIN_COUNTER', 500, 0),
      maxCounter: int(env, 'IPE_CAPTCHA_MAX_COUNTER', 3_000, 1),
      ttlSeconds: 10 * 60,
    },
    rateLimits: {
      loginPerIp: { max: int(env, 'IPE_LOGIN_LIMIT_PER_IP', 30, 1), windowMs: 15 * MINUTE },
      loginPerEmail: { max: int(env, 'IPE_LOGIN_LIMIT_PER_EMAIL', 10, 1), windowMs: 15 * MINUTE },
      captchaPerIp: { max: int(env, 'IPE_CAPTCHA_LIMIT_PER_IP', 60, 1), windowMs: MINUTE },
      hashPerIp: { max: int(env, 'IPE_HASH_LIMIT_PER_IP', 600, 1), windowMs: MINUTE },
      otpPerAccount: { max: int(env, 'IPE_OTP_LIMIT_PER_ACCOUNT', 20, 1), windowMs: 15 * MINUTE },
      recoveryPerIp: { max: int(env, 'IPE_RECOVERY_LIMIT_PER_IP', 30, 1), windowMs: 15 * MINUTE },
      recoveryPerEmail: {
        max: int(env, 'IPE_RECOVERY_LIMIT_PER_EMAIL', 10, 1),
        windowMs: 15 * MINUTE,
      },
      passwordChangePerUser: { max: 10, windowMs: 15 * MINUTE },
      invitesPerAccount: { max: 30, windowMs: 60 * MINUTE },
    },
    mail: {
      smtp: (() => {
        const url = smtpUrl(env);
        return url ? { url, from: env.SMTP_FROM || 'Ipê <nao-responda@ipe.dev>' } : undefined;
      })(),
      // As long as an e-mailed code is valid; a minute apart, five tries at most.
      retry: { maxAttempts: 5, maxAgeSeconds: 10 * 60, backoffSeconds: 60, sweepEverySeconds: 30 },
    },
    secrets: {
      masterKey: masterKey(env),
      jwt: env.IPE_JWT_SECRET || undefined,
      captcha: env.IPE_CAPTCHA_SECRET || undefined,
      admin: env.IPE_ADMIN_TOKEN || undefined,
      pin: env.IPE_PIN_KEY || undefined,
      transactionHash: env.IPE_TRANSACTION_HASH_KEY || undefined,
      pixSigning: env.IPE_PIX_SIGNING_KEY || undefined,
    },
  };
}

/**
 * Why production must not start as configured (empty when it may): demo data with a published
 * password, or secrets it would have to make up. Each line says how to set it right.
 */
export function productionProblems(config: AppConfig): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  if (config.seedDemoData) {
    problems.push(
      'Os dados de demonstração têm senha e PIN públicos: defina IPE_SEED_DEMO=false em produção.',
    );
  }
  const { masterKey, jwt, captcha, admin, pin, transactionHash, pixSigning } = config.secrets;
  if (!masterKey && !(jwt && captcha && pin && transactionHash && pixSigning)) {
    problems.push(
      'Sem chave secreta: defina IPE_SECRET_KEY (ou IPE_SECRET_KEY_FILE com o caminho de um ' +
        'arquivo) com pelo menos 32 caracteres aleatórios, ex. `openssl rand -base64 32`.',
    );
  }
  if (config.testClock) {
    problems.push('O relógio de testes não existe em produção: remova IPE_TEST_CLOCK.');
  }
  if (!admin || admin.length < 32) {
    problems.push(
      'Sem token de operador: defina IPE_ADMIN_TOKEN com pelo menos 32 caracteres aleatórios.',
    );
  }
  return problems;
}
