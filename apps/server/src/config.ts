/** Configuration from the environment, validated once at start-up. A bad value stops start-up with a clear message. */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ALERT_DEFAULTS, type AlertSettings, parseSupportTargets, type SupportTargets } from '@backlot/contract';

/** An IPv4 or IPv6 address, or a CIDR of one. */
function isAddressOrCidr(item: string) {
  const [address = '', prefix, extra] = item.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** Base64 of 32 random bytes: the key that encrypts two-factor secrets. Unset: `secret.key` in DATA_DIR. */
  SECRET_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of 32 bytes (openssl rand -base64 32)')
    .optional(),
  TWO_FACTOR: z.enum(['optional', 'required'], { error: 'must be optional or required' }).default('optional'),
  ADMIN_IP_ALLOWLIST: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  /** The reverse proxies in front of the servers: addresses or CIDRs, comma-separated. Unset: none is trusted. */
  TRUSTED_PROXIES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isAddressOrCidr),
      'must be IP addresses or CIDRs, comma-separated (10.0.0.2,10.1.0.0/16)',
    )
    .optional(),
  /** The mail server for member e-mails: `smtp://user:pass@host:587` or `smtps://…:465`. Unset: kept in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must look like smtp://user:password@host:587 or smtps://host:465')
    .optional(),
  /**
   * The From of every e-mail; unset: `"<site name>" <no-reply@<site domain>>` of the member's site, and for staff
   * digests `"Backlot" <no-reply@localhost>` (set MAIL_FROM where the mail server checks senders).
   */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  DEMO_DATA: bool.default(true),
  DEMO_TRAFFIC: bool.default(true),
  DEMO_COMMERCE: bool.default(true),
  /** The processors' merchant APIs; unset with demo data: the processor simulator inside this server. */
  SEGPAY_SRS_URL: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must look like https://host')
    .optional(),
  EPOCH_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must look like https://host')
    .optional(),
  PROCESSOR_API_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  PROCESSOR_ACTION_STALE_MINUTES: z.coerce.number().int().min(5).max(10_080).default(30),
  /** Alert rules' settings (contract `alerts.ts`, defaults ALERT_DEFAULTS). */
  ALERT_RATIO_SHARE: z.coerce.number({ error: 'must be a number' }).gt(0).max(1).default(ALERT_DEFAULTS.ratioShare),
  ALERT_POSTBACK_FAILURES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .default(ALERT_DEFAULTS.postbackFailures),
  ALERT_SILENCE_FACTOR: z.coerce.number({ error: 'must be a number' }).min(1).default(ALERT_DEFAULTS.silenceFactor),
  ALERT_SILENCE_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .default(ALERT_DEFAULTS.silenceMinutes),
  ALERT_DAILY_REFUNDS: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,3})?$/, 'must be an amount like 500.00')
    .default(ALERT_DEFAULTS.dailyRefunds),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
  /** Minutes without a request after which a session ends. */
  SESSION_IDLE_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1 minute')
    .max(43_200, 'must be at most 43200 minutes (30 days)')
    .default(120),
  /** Hours after sign-in at which a session ends, however active. */
  /** Largest video upload, in MiB. */
  MAX_VIDEO_UPLOAD_MB: z.coerce
    .number({ error: 'must be a whole number of MiB' })
    .int('must be a whole number of MiB')
    .min(1, 'must be at least 1 MiB')
    .max(1_048_576, 'must be at most 1048576 MiB (1 TiB)')
    .default(10_240),
  SESSION_MAX_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours' })
    .int('must be a whole number of hours')
    .min(1, 'must be at least 1 hour')
    .max(8_760, 'must be at most 8760 hours (a year)')
    .default(168),
  /** The IANA time zone analytics days are counted in (a day of the dashboards is a day there). */
  REPORT_TIMEZONE: z
    .string()
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as UTC or Asia/Shanghai')
    .optional(),
  /** `off` for a bulk back-fill: writes skip the rollups, which are rebuilt at the next start with it `on`. */
  ANALYTICS_UPKEEP: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** Support tickets' clock targets in hours, per priority (`urgent=1/8,high=4/24`): contract `support-clocks.ts`. */
  SUPPORT_TARGETS: z
    .string()
    .default('')
    .transform((text, context) => {
      try {
        return parseSupportTargets(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Where stored files live: `disk` (DATA_DIR) or `s3`, an S3-compatible bucket named by the S3_* variables. */
  STORAGE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots, hyphens',
    )
    .optional(),
  /** The S3 API's address for a store other than AWS (MinIO, Cloudflare R2); unset: AWS's, from the region. */
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must look like https://host or http://host:9000')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset both: the AWS SDK finds credentials itself (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true`: `endpoint/bucket/key` addresses rather than `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** A folder inside the bucket for Backlot's objects (`backlot/`), so the bucket can hold other things too. */
  S3_PREFIX: z
    .string()
    .regex(/^[\w.-]+(\/[\w.-]+)*\/?$/, 'must be a path inside the bucket such as backlot or media/backlot/')
    .refine((v) => !v.split('/').some((part) => part === '.' || part === '..'), 'must not hold . or .. parts')
    .transform((v) => (v.endsWith('/') ? v : `${v}/`))
    .optional(),
});

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string) {
  try {
    return Boolean(new Intl.DateTimeFormat('en', { timeZone: zone }));
  } catch {
    return false;
  }
}

/** An S3-compatible bucket (STORAGE=s3). */
export type S3Settings = {
  bucket: string;
  /** Unset: AWS S3 itself, found from the region. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance or task role). Never logged. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Empty, or a folder ending in `/` that every object key starts with. */
  prefix: string;
};

/** Where stored files' bytes live; every server of one database must name the same place. */
export type StorageSettings = { kind: 'disk' } | { kind: 's3'; s3: S3Settings };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir`. `memory://` (tests only): an in-memory PGlite (`db/client.ts`). */
  databaseUrl?: string;
  adminPassword?: string;
  /** Base64 key for secrets at rest (SECRET_KEY); unset: a key file `secret.key` in `dataDir`, made on first use. */
  secretKey?: string;
  twoFactor: 'optional' | 'required';
  /** ADMIN_IP_ALLOWLIST=on: back-office sign-in only from addresses on the IP whitelist (when it has any). */
  adminIpAllowlist: boolean;
  /**
   * TRUSTED_PROXIES: the reverse proxies whose `X-Forwarded-For` names the client. A request's address is the last
   * one of that header's chain not among them (the hops before a trusted proxy are the client's own words and are
   * not believed); empty, the header is ignored and the address is the connection's.
   */
  trustedProxies?: string[];
  /** SMTP_URL: where member e-mails are sent; unset, they are kept in the outbox unsent. Never logged. */
  smtpUrl?: string;
  /** MAIL_FROM: the From of member e-mails; unset, the member site's own no-reply address. */
  mailFrom?: string;
  /** Tests only: the first retry's delay in ms (default a minute; each next one doubles). */
  mailRetryBaseMs?: number;
  demoData: boolean;
  /** DEMO_TRAFFIC: with demo data, post a simulated month of member-site traffic through the events intake. */
  demoTraffic?: boolean;
  /** DEMO_COMMERCE: with demo data, post a simulated year of processor notifications and coin spends. */
  demoCommerce?: boolean;
  /**
   * The processors' merchant APIs staff act through (`modules/processor-actions`): SEGPAY_SRS_URL, EPOCH_API_URL
   * (unset: the processor simulator when it runs, else the action is refused), the call's timeout
   * (PROCESSOR_API_TIMEOUT_SECONDS, 15) and the minutes after which an unconfirmed action is stale
   * (PROCESSOR_ACTION_STALE_MINUTES, 30).
   */
  processorApi?: { segpayUrl?: string; epochUrl?: string; timeoutMs: number; staleMinutes: number };
  /** The processor simulator under `/simulator` (`demo/processor-simulator.ts`): on with demo data; tests turn it on. */
  processorSimulator?: boolean;
  /** ALERT_*: the alert rules' thresholds (contract `alerts.ts`); unset in a config made by hand: the defaults. */
  alerts?: AlertSettings;
  logLevel: string;
  /** `pretty`: one readable line per entry (a terminal); `json`: one JSON object per line (log collectors). */
  logFormat: 'pretty' | 'json';
  /** Tests only: where log lines go instead of stdout (tests read what the server logs through it). */
  logStream?: { write(line: string): unknown };
  /** Built web app served at `/`; absent in tests. */
  webRoot?: string;
  /** Session lifetimes: idle timeout (SESSION_IDLE_MINUTES) and absolute lifetime (SESSION_MAX_HOURS). */
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Largest video upload in bytes (MAX_VIDEO_UPLOAD_MB); the other kinds' limits are the contract's UPLOAD_LIMITS. */
  maxVideoUploadBytes: number;
  /**
   * REPORT_TIMEZONE: the IANA zone analytics days are counted in, stored in the database at its first start;
   * unset, the database's zone (UTC for a new one). Set to another than the database's, the start is refused
   * (`modules/analytics/report-zone.ts`).
   */
  reportTimeZone?: string;
  /**
   * ANALYTICS_UPKEEP=off: ledger entries, fee corrections and events no longer update the rollups, which are
   * marked stale at start and rebuilt at the next start with it on (a bulk back-fill writes faster; the
   * dashboards meanwhile show the figures as they were).
   */
  analyticsUpkeep: boolean;
  /** SUPPORT_TARGETS: hours to a ticket's first response and resolution, per priority (the defaults otherwise). */
  supportTargets: SupportTargets;
  /**
   * STORAGE: stored files, and resumable uploads while they are sent, on the disk under `dataDir` (one server)
   * or in an S3-compatible bucket (S3_*), which every server behind a proxy shares.
   */
  storage: StorageSettings;
  /**
   * Tests only: check every answer against the contract's zod schema as well as serializing it, so an
   * answer that does not match the contract fails (production trusts the compiled serializer alone).
   */
  checkResponses?: boolean;
};

export class ConfigError extends Error {}

/** Variables whose value may hold a password or key: a refusal names them without echoing the value. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'ADMIN_PASSWORD', 'SECRET_KEY', 'SMTP_URL', 'S3_SECRET_ACCESS_KEY']);

/** `stdoutIsTTY` picks the log format when LOG_FORMAT is unset: readable in a terminal, JSON otherwise. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTTY = process.stdout.isTTY === true): Config {
  const blank = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blank);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      const got = SECRET_VARIABLES.has(name) ? 'value hidden' : `got "${env[name]}"`;
      return `  ${i.path.join('.')}: ${i.message} (${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.SECRET_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_KEY: required with DATABASE_URL: every server on one database must share one key ' +
        '(two-factor secrets, signed file URLs); make one with `openssl rand -base64 32`',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    secretKey: e.SECRET_KEY,
    twoFactor: e.TWO_FACTOR,
    adminIpAllowlist: e.ADMIN_IP_ALLOWLIST === 'on',
    trustedProxies: e.TRUSTED_PROXIES ?? [],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoData: e.DEMO_DATA,
    demoTraffic: e.DEMO_TRAFFIC,
    demoCommerce: e.DEMO_COMMERCE,
    processorApi: {
      segpayUrl: e.SEGPAY_SRS_URL,
      epochUrl: e.EPOCH_API_URL,
      timeoutMs: e.PROCESSOR_API_TIMEOUT_SECONDS * 1000,
      staleMinutes: e.PROCESSOR_ACTION_STALE_MINUTES,
    },
    processorSimulator: e.DEMO_DATA,
    alerts: {
      ratioShare: e.ALERT_RATIO_SHARE,
      postbackFailures: e.ALERT_POSTBACK_FAILURES,
      silenceFactor: e.ALERT_SILENCE_FACTOR,
      silenceMinutes: e.ALERT_SILENCE_MINUTES,
      dailyRefunds: e.ALERT_DAILY_REFUNDS,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTTY ? 'pretty' : 'json'),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    maxVideoUploadBytes: e.MAX_VIDEO_UPLOAD_MB * 1024 * 1024,
    reportTimeZone: e.REPORT_TIMEZONE,
    analyticsUpkeep: e.ANALYTICS_UPKEEP === 'on',
    supportTargets: e.SUPPORT_TARGETS,
    storage: storageOf(e),
  };
}

/** STORAGE and the S3_* variables: with `s3` a bucket is required, and the two keys go together. */
function storageOf(e: z.infer<typeof envSchema>): StorageSettings {
  const refuse = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  if (e.STORAGE === 'disk') {
    // A bucket named without STORAGE=s3 would leave every server writing to its own disk, unnoticed.
    if (e.S3_BUCKET)
      throw refuse('S3_BUCKET: set, but STORAGE is not s3: set STORAGE=s3 to use the bucket, or unset it');
    return { kind: 'disk' };
  }
  if (!e.S3_BUCKET) throw refuse('S3_BUCKET: required with STORAGE=s3: the bucket stored files go to');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!accessKeyId !== !secretAccessKey)
    throw refuse(
      `${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go ` +
        "together: set both, or neither for the AWS SDK's own credentials (AWS_* variables, an instance role)",
    );
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      prefix: e.S3_PREFIX ?? '',
    },
  };
}
