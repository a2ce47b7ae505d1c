import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      twoFactor: 'optional',
      adminIpAllowlist: false,
      demoData: true,
      logLevel: 'info',
    });
    expect(config).toMatchObject({ sessionIdleMinutes: 120, sessionMaxHours: 168 });
    // Unset: the database's reporting zone applies (UTC for a new one).
    expect(config.reportTimeZone).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/backlot',
      DATABASE_URL: 'postgres://u@db/backlot',
      SECRET_KEY: KEY,
      ADMIN_PASSWORD: 'S3cretpass',
      TWO_FACTOR: 'required',
      ADMIN_IP_ALLOWLIST: 'on',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_HOURS: '12',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/backlot',
      databaseUrl: 'postgres://u@db/backlot',
      adminPassword: 'S3cretpass',
      twoFactor: 'required',
      adminIpAllowlist: true,
      demoData: false,
      logLevel: 'warn',
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
    });
  });

  it('refuses a PostgreSQL database without the key every server on it must share', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/backlot' })).toThrow(
      /SECRET_KEY: required with DATABASE_URL/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/backlot', SECRET_KEY: KEY }).secretKey).toBe(KEY);
    expect(loadConfig({}).secretKey).toBeUndefined();
  });

  it('reads the trusted proxies, and refuses what is not an address or a CIDR', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.2, 10.1.0.0/16,::1' }).trustedProxies).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
    ]);
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/8'])
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES: must be IP addresses or CIDRs/);
  });

  it('stops with a message naming each bad variable and its value', () => {
    expect(() => loadConfig({ PORT: 'eighty', TWO_FACTOR: 'always', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', TWO_FACTOR: 'always' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT: must be a number (got "eighty")');
      expect((error as Error).message).toContain('TWO_FACTOR: must be optional or required (got "always")');
    }
  });

  it('takes a mail server and sender, and never echoes a refused value that may hold a password', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mailer:pw@127.0.0.1:2525', MAIL_FROM: 'Club <no-reply@club.test>' });
    expect(config).toMatchObject({ smtpUrl: 'smtp://mailer:pw@127.0.0.1:2525', mailFrom: 'Club <no-reply@club.test>' });
    const refusal = () => loadConfig({ SMTP_URL: 'mail.test:Secret-42', DATABASE_URL: 'mysql://u:Hidden-7@db' });
    expect(refusal).toThrow(/SMTP_URL: must look like smtp:\/\/user:password@host:587 .*\(value hidden\)/);
    expect(refusal).toThrow(/DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/ \(value hidden\)/);
    expect(refusal).not.toThrow(/Secret-42|Hidden-7/);
  });

  it('logs readable lines in a terminal and JSON otherwise, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT: must be pretty or json (got "xml")');
  });

  it('stops on a session lifetime that is not a whole number in range, naming the variable', () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('loadConfig accepted a bad value');
    };
    expect(messageOf({ SESSION_IDLE_MINUTES: 'two hours' })).toContain(
      'SESSION_IDLE_MINUTES: must be a whole number of minutes (got "two hours")',
    );
    expect(messageOf({ SESSION_IDLE_MINUTES: '0' })).toContain(
      'SESSION_IDLE_MINUTES: must be at least 1 minute (got "0")',
    );
    expect(messageOf({ SESSION_MAX_HOURS: '1.5' })).toContain(
      'SESSION_MAX_HOURS: must be a whole number of hours (got "1.5")',
    );
    expect(messageOf({ SESSION_MAX_HOURS: '10000' })).toContain(
      'SESSION_MAX_HOURS: must be at most 8760 hours (a year)',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('keeps files on disk unless STORAGE=s3 names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'backlot-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-Secret-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'media/backlot',
      }).storage,
    ).toEqual({
      kind: 's3',
      s3: {
        bucket: 'backlot-media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-Secret-1' },
        forcePathStyle: true,
        prefix: 'media/backlot/',
      },
    });
    // AWS itself: its region, and the SDK's own credentials (an instance role); R2's region is `auto`.
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'eu-west-3' }).storage).toEqual({
      kind: 's3',
      s3: { bucket: 'media', region: 'eu-west-3', forcePathStyle: false, prefix: '' },
    });
  });

  it('refuses object storage without a bucket, or with half a key pair, naming the variable', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required with STORAGE=s3/);
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_BUCKET: set, but STORAGE is not s3/);
    expect(() => loadConfig({ STORAGE: 'cloud' })).toThrow('STORAGE: must be disk or s3 (got "cloud")');
    const halfKeys = () => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'Hidden-9' });
    expect(halfKeys).toThrow(/S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(halfKeys).not.toThrow(/Hidden-9/);
    for (const [name, value, message] of [
      ['S3_BUCKET', 'My_Bucket', 'must be a bucket name'],
      ['S3_ENDPOINT', 'minio:9000', 'must look like https://host or http://host:9000'],
      ['S3_PREFIX', '/media/../x', 'must be a path inside the bucket'],
      ['S3_FORCE_PATH_STYLE', 'sometimes', 'must be true or false'],
    ] as const)
      expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', [name]: value })).toThrow(`${name}: ${message}`);
  });

  it('reads the reporting time zone, refusing a name no time zone has', () => {
    expect(loadConfig({ REPORT_TIMEZONE: 'Asia/Shanghai' }).reportTimeZone).toBe('Asia/Shanghai');
    expect(() => loadConfig({ REPORT_TIMEZONE: 'Mars/Olympus' })).toThrow(/REPORT_TIMEZONE: must be an IANA time zone/);
  });

  it("reads the support tickets' clock targets, the defaults for what it leaves out, refusing a bad entry", () => {
    expect(loadConfig({}).supportTargets.urgent).toEqual({ firstResponse: 1, resolution: 8 });
    const targets = loadConfig({ SUPPORT_TARGETS: 'urgent=2/6' }).supportTargets;
    expect(targets.urgent).toEqual({ firstResponse: 2, resolution: 6 });
    expect(targets.low).toEqual({ firstResponse: 24, resolution: 72 });
    expect(() => loadConfig({ SUPPORT_TARGETS: 'urgent=soon' })).toThrow(/SUPPORT_TARGETS: "urgent=soon" is not/);
  });
});
