/** Values shared by the setup and the tests. */
import { randomBytes } from 'node:crypto';

// A password for the first admin, fixed for the run: the workers inherit it through the environment.
process.env.E2E_ADMIN_PASSWORD ??= `Admin${randomBytes(4).toString('hex')}9`;

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD;

/** The address of the server started by the global setup. */
export function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through e2e/playwright.config.ts');
  return url;
}
