import { createHmac } from 'node:crypto';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { SqlDatabase } from './database.ts';
import { parseMasterKey } from '../wallet/key-custody.ts';

/**
 * What every server on one database must agree on, or the servers refuse each other's work: a session
 * token is checked against the issuer (the public URL) and audience (the project id) and signed with the
 * JWT secret; a code is hashed with the OTP secret; every user's key is sealed under the master key.
 * A server that disagreed would start and then answer 401 to the others' visitors, or fail to open the
 * others' wallets, with nothing saying why.
 */
export interface SharedSettings {
  readonly publicUrl: string;
  readonly projectId: string;
  readonly masterKey: string;
  readonly otpSecret: string;
  readonly jwtSecret: string;
}

type SettingName = keyof SharedSettings;

/**
 * A secret is recorded as a fingerprint, never as itself: HMAC-SHA256 of a fixed label under the secret.
 * It tells two secrets apart and gives nothing to someone who reads the database but has no candidate
 * secret to try; with a candidate, the wrapped keys and signed tokens already allow the same check.
 */
const FINGERPRINT_LABEL = 'walletport/server-settings-fingerprint';

function fingerprint(key: string | Uint8Array): string {
  return `hmac-sha256:${createHmac('sha256', key).update(FINGERPRINT_LABEL).digest('base64url')}`;
}

function recordedValues(settings: SharedSettings): ReadonlyMap<SettingName, string> {
  const master = parseMasterKey(settings.masterKey);
  try {
    return new Map<SettingName, string>([
      ['publicUrl', settings.publicUrl],
      ['projectId', settings.projectId],
      // The key's bytes, so one key written as hex or as base64 is the same key.
      ['masterKey', fingerprint(master)],
      ['otpSecret', fingerprint(settings.otpSecret)],
      ['jwtSecret', fingerprint(settings.jwtSecret)],
    ]);
  } finally {
    master.fill(0);
  }
}

const SECRET_SETTINGS: ReadonlySet<SettingName> = new Set(['masterKey', 'otpSecret', 'jwtSecret']);

/**
 * Records this server's settings in `server_settings` when the database has none yet (the first server),
 * else compares them with what is recorded, and throws AUTH_SERVER_SETTINGS_DIFFER naming the first one
 * that differs. A normal start only reads. Servers starting together insert the same rows with
 * ON CONFLICT DO NOTHING, so the first to commit decides and every other one compares with it.
 */
export async function checkSharedSettings(db: SqlDatabase, settings: SharedSettings): Promise<void> {
  const wanted = recordedValues(settings);
  let recorded = await readRecorded(db);
  const missing = [...wanted].filter(([name]) => !recorded.has(name));
  if (missing.length > 0) {
    const rows = missing.map((_, index) => `($${index * 2 + 1}, $${index * 2 + 2})`).join(', ');
    await db.query(`INSERT INTO server_settings (name, value) VALUES ${rows} ON CONFLICT (name) DO NOTHING`, missing.flat());
    recorded = await readRecorded(db);
  }
  for (const [name, value] of wanted) {
    const stored = recorded.get(name);
    if (stored === value) continue;
    throw catalogueError('AUTH_SERVER_SETTINGS_DIFFER', {
      params: { setting: name },
      // The public URL and project id are no secrets, and seeing both values is what fixes the mistake.
      ...(SECRET_SETTINGS.has(name) ? {} : { details: `Recorded: ${String(stored)}; this server: ${value}.` }),
    });
  }
}

async function readRecorded(db: SqlDatabase): Promise<Map<string, string>> {
  const { rows } = await db.query<{ name: string; value: string }>('SELECT name, value FROM server_settings');
  return new Map(rows.map((row) => [row.name, row.value]));
}
