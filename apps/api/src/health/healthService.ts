import type { HealthFlags } from '@ipe/domain';
import type { Database } from '../db';
import { BankError } from '../errors';
import { readSwitches, type ServiceSwitch, type SwitchableService } from './serviceSwitches';

/** Whether the interbank adapter (Pix/TED network) answers; the simulator's status until then. */
export interface InterbankStatus {
  isUp(): Promise<boolean>;
}

/** The in-process interbank simulator runs inside this server: up whenever the server is. */
export const inProcessInterbank: InterbankStatus = { isUp: async () => true };

export interface HealthService {
  /** SPEC §3's eight flags from the database, the interbank adapter and the operator switches. */
  flags(): Promise<HealthFlags>;
  /** Throws 503 when the operator switched `service` off (or its dependencies are down). */
  assertAvailable(service: SwitchableService): Promise<void>;
  /** The switches changed: read them again on the next check (this server's cache). */
  forget(): void;
}

/** Services that need the interbank network besides the database. */
const NEEDS_INTERBANK: ReadonlySet<SwitchableService> = new Set(['pay', 'pix']);

const DB_TIMEOUT_MS = 2_000;

export function createHealthService(deps: {
  db: Database;
  interbank: InterbankStatus;
  /**
   * How long the switches read are trusted (0: read on every check). Every money request checks
   * them; another server sees an operator's switch within this long, this one at once.
   */
  switchesCacheMs?: number;
}): HealthService {
  const { db, interbank, switchesCacheMs = 0 } = deps;
  let cached: { readAt: number; switches: ServiceSwitch[] } | undefined;

  async function switchesNow(): Promise<ServiceSwitch[]> {
    if (cached && Date.now() - cached.readAt < switchesCacheMs) return cached.switches;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database health check timed out')), DB_TIMEOUT_MS);
    });
    try {
      const switches = await Promise.race([readSwitches(db), timeout]);
      cached = { readAt: Date.now(), switches };
      return switches;
    } finally {
      clearTimeout(timer);
    }
  }

  async function state(): Promise<{
    database: boolean;
    interbank: boolean;
    switches: ServiceSwitch[];
  }> {
    try {
      const switches = await switchesNow();
      return { database: true, interbank: await interbank.isUp().catch(() => false), switches };
    } catch {
      return { database: false, interbank: false, switches: [] };
    }
  }

  function isUp(s: Awaited<ReturnType<typeof state>>, service: SwitchableService): boolean {
    if (!s.database) return false;
    if (NEEDS_INTERBANK.has(service) && !s.interbank) return false;
    return s.switches.find((sw) => sw.service === service)?.enabled ?? true;
  }

  return {
    async flags() {
      const s = await state();
      return {
        service_statement: isUp(s, 'statement'),
        service_balance: isUp(s, 'balance'),
        service_pay: isUp(s, 'pay'),
        service_receive: isUp(s, 'receive'),
        service_pix: isUp(s, 'pix'),
        service_security: isUp(s, 'security'),
        service_transfer: isUp(s, 'transfer'),
        general_failure: !s.database,
      };
    },
    forget() {
      cached = undefined;
    },
    async assertAvailable(service) {
      if (isUp(await state(), service)) return;
      throw new BankError('SERVICE_UNAVAILABLE');
    },
  };
}
