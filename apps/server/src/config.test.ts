import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', twoFactor: 'optional', demoData: true, logLevel: 'info' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/srv/backlot', DATABASE_URL: 'postgres://u@db/backlot',
      ADMIN_PASSWORD: 'S3cretpass', TWO_FACTOR: 'required', DEMO_DATA: 'false', LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000, host: '0.0.0.0', dataDir: '/srv/backlot', databaseUrl: 'postgres://u@db/backlot',
      adminPassword: 'S3cretpass', twoFactor: 'required', demoData: false, logLevel: 'warn',
    });
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

  it('logs readable lines in a terminal and JSON otherwise, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT: must be pretty or json (got "xml")');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });
});
