/**
 * How the operator's commands call a running server's admin routes: IPE_URL picks the server
 * (default http://localhost:3000); the token comes from IPE_ADMIN_TOKEN or the file the server
 * wrote, <IPE_DATA_DIR>/admin-token. A refusal throws with its status and body.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../src/config';

const base = process.env.IPE_URL ?? 'http://localhost:3000';

async function adminToken(): Promise<string> {
  return (
    process.env.IPE_ADMIN_TOKEN ??
    (await readFile(join(loadConfig().dataDir, 'admin-token'), 'utf8')).trim()
  );
}

export async function operatorCall<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ data: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-admin-token': await adminToken(),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(answer)}`);
  return answer as { data: T };
}
