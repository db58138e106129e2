/**
 * The auth server's schema as versioned migrations, as portable Postgres. Times are TIMESTAMPTZ written
 * from the service's injected clock (never `now()` in SQL, so tests and several servers agree on one
 * time source). Key material is stored as versioned base64url text; see key-custody.ts.
 *
 * A migration, once released, is never edited: a change is a new version appended at the end. Each one
 * runs once per database (database.ts records the versions applied), so its statements need not be
 * idempotent; they are anyway where it costs nothing, for databases made before versions were recorded.
 */
export interface SchemaMigration {
  readonly version: number;
  readonly name: string;
  readonly statements: readonly string[];
}

export const SCHEMA_MIGRATIONS: readonly SchemaMigration[] = [
  {
    version: 1,
    name: 'users, codes, devices, sessions, e-mail changes, identities, social and Farcaster sign-ins',
    statements: [
      `CREATE TABLE IF NOT EXISTS users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
        created_at TIMESTAMPTZ NOT NULL,
        address TEXT NOT NULL,
        wrapped_data_key TEXT NOT NULL,
        encrypted_private_key TEXT NOT NULL
      )`,
      // One pending code per e-mail. `locked_until` outlives the code it punished: a new code cannot be
      // requested while it is in the future, so a lock-out is not undone by asking again.
      `CREATE TABLE IF NOT EXISTS otps (
        email TEXT PRIMARY KEY CHECK (email = lower(email)),
        code_hash TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ
      )`,
      // A NULL `verified_at` is a device waiting for its owner to click the link mailed to them.
      `CREATE TABLE IF NOT EXISTS devices (
        email TEXT NOT NULL CHECK (email = lower(email)),
        device_id TEXT NOT NULL,
        verified_at TIMESTAMPTZ,
        PRIMARY KEY (email, device_id)
      )`,
      // Signed-out session ids, kept only until the token would have expired anyway.
      `CREATE TABLE IF NOT EXISTS revoked_sessions (
        jti TEXT PRIMARY KEY,
        expires_at TIMESTAMPTZ NOT NULL
      )`,
      // Added after the first release; a new table, so IF NOT EXISTS is the whole migration for databases
      // made before it. One pending change of e-mail per user: `step` says whose code `code_hash` is (the
      // current address's, then the new address's); `created_at` is when the last code was mailed, for the
      // cooldown, and `locked_until` outlives the code like in `otps`.
      `CREATE TABLE IF NOT EXISTS email_updates (
        user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        new_email TEXT NOT NULL CHECK (new_email = lower(new_email)),
        step TEXT NOT NULL CHECK (step IN ('primary', 'secondary')),
        code_hash TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ
      )`,
      // Added with sign-in by identity provider: a user of a social or Farcaster account may have no e-mail
      // (Postgres accepts dropping NOT NULL again, so the step stays idempotent).
      'ALTER TABLE users ALTER COLUMN email DROP NOT NULL',
      // Who a provider's account is: the provider's stable subject id, never its changeable username.
      `CREATE TABLE IF NOT EXISTS identities (
        provider TEXT NOT NULL,
        subject TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        username TEXT,
        PRIMARY KEY (provider, subject)
      )`,
      'CREATE INDEX IF NOT EXISTS identities_user_id ON identities (user_id)',
      // Social sign-ins under way: the OAuth state and the PKCE verifier stay here, never in the page; a row
      // is deleted when its callback is used, so a callback address works once.
      `CREATE TABLE IF NOT EXISTS social_logins (
        state TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        code_verifier TEXT NOT NULL,
        origin TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL
      )`,
      // Farcaster sign-ins under way: the relay's channel token and the SIWE nonce stay here, the page holds
      // only `channel_id`. `used` is set when an approval is looked at, so a channel signs in at most once.
      `CREATE TABLE IF NOT EXISTS farcaster_logins (
        channel_id TEXT PRIMARY KEY,
        channel_token TEXT NOT NULL,
        nonce TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        used BOOLEAN NOT NULL DEFAULT FALSE
      )`,
    ],
  },
  {
    version: 2,
    name: 'sign-ins and sessions bound to the device key of the frame',
    statements: [
      // The ids of device proofs seen, kept while a proof could still be accepted: a replayed request is refused.
      // Unlogged: written at every request and worth nothing a minute later, so it costs no WAL flush; a
      // database crash empties it, which re-opens only the last minute's proofs to a replay.
      `CREATE UNLOGGED TABLE IF NOT EXISTS device_proofs (
        device_key TEXT NOT NULL,
        jti TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (device_key, jti)
      )`,
      'CREATE INDEX IF NOT EXISTS device_proofs_expires_at ON device_proofs (expires_at)',
      // The device key that asked for the code, started the social sign-in or opened the Farcaster channel:
      // only it can finish them. Rows from before have none, so nobody can finish them.
      'ALTER TABLE otps ADD COLUMN IF NOT EXISTS device_key TEXT',
      'ALTER TABLE social_logins ADD COLUMN IF NOT EXISTS device_key TEXT',
      'ALTER TABLE farcaster_logins ADD COLUMN IF NOT EXISTS device_key TEXT',
      // "Sign out everywhere": sessions issued before this instant are refused.
      'ALTER TABLE users ADD COLUMN IF NOT EXISTS sessions_valid_after TIMESTAMPTZ',
    ],
  },
  {
    version: 3,
    name: 'code lock-outs counted apart from the codes, and limits on code requests and checks',
    statements: [
      // Per subject ('login:<e-mail>', 'email-update:<user id>'): the times of its recent wrong codes, oldest
      // first, counted in a sliding window, and the end of its lock-out. A new code replaces the row in otps
      // but not this one, so it no longer resets the count. The row is the unit of atomicity: an attempt is
      // counted by one upsert on it, so parallel attempts count in turn. The columns `attempts` and
      // `locked_until` of otps and email_updates are no longer read.
      `CREATE TABLE IF NOT EXISTS otp_lockouts (
        subject TEXT PRIMARY KEY,
        failures TIMESTAMPTZ[] NOT NULL DEFAULT '{}',
        locked_until TIMESTAMPTZ
      )`,
      // Lock-outs under way when this version is applied carry over.
      `INSERT INTO otp_lockouts (subject, locked_until)
        SELECT 'login:' || email, locked_until FROM otps WHERE locked_until IS NOT NULL ON CONFLICT (subject) DO NOTHING`,
      `INSERT INTO otp_lockouts (subject, locked_until)
        SELECT 'email-update:' || user_id, locked_until FROM email_updates WHERE locked_until IS NOT NULL ON CONFLICT (subject) DO NOTHING`,
      // Code requests and checks per client address and in all, in buckets a tenth of the window long:
      // a limit sums the buckets of the last window. Shared by every server on the database. Unlogged like
      // device_proofs: counts of the last ten minutes, which a database crash may reset.
      `CREATE UNLOGGED TABLE IF NOT EXISTS request_counts (
        counter TEXT NOT NULL,
        bucket_start TIMESTAMPTZ NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (counter, bucket_start)
      )`,
      'CREATE INDEX IF NOT EXISTS request_counts_bucket_start ON request_counts (bucket_start)',
    ],
  },
];
