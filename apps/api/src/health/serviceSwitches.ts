import type { Queryable } from '../db';

/** Services an operator can switch off; each gates one health flag (service_<name>). */
export const SWITCHABLE_SERVICES = [
  'statement',
  'balance',
  'pay',
  'receive',
  'pix',
  'security',
  'transfer',
] as const;

export type SwitchableService = (typeof SWITCHABLE_SERVICES)[number];

export interface ServiceSwitch {
  service: SwitchableService;
  enabled: boolean;
  reason: string | null;
  updated_at: string | null;
}

/** Every service's switch; a service never switched is on. */
export async function readSwitches(q: Queryable): Promise<ServiceSwitch[]> {
  const { rows } = await q.query<{
    service: SwitchableService;
    enabled: boolean;
    reason: string | null;
    updated_at: Date;
  }>('SELECT service, enabled, reason, updated_at FROM service_switches');
  const byName = new Map(rows.map((row) => [row.service, row]));
  return SWITCHABLE_SERVICES.map((service) => {
    const row = byName.get(service);
    return {
      service,
      enabled: row?.enabled ?? true,
      reason: row?.reason ?? null,
      updated_at: row?.updated_at.toISOString() ?? null,
    };
  });
}

export async function setSwitch(
  q: Queryable,
  service: SwitchableService,
  enabled: boolean,
  reason: string | null,
): Promise<void> {
  await q.query(
    `INSERT INTO service_switches (service, enabled, reason, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (service) DO UPDATE SET enabled = $2, reason = $3, updated_at = now()`,
    [service, enabled, reason],
  );
}
