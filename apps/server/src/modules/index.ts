/** Every domain module, in registration order. A new module is one line here. */
import type { Module } from './module.js';
import { healthModule } from './health/routes.js';
import { auditModule } from './audit/routes.js';
import { tagsModule } from './tags/routes.js';
import { directorsModule } from './directors/routes.js';
import { authModule } from './auth/routes.js';
import { adminsModule } from './admins/routes.js';
import { rolesModule } from './roles/routes.js';
import { filesModule } from './files/routes.js';

export const modules: Module[] = [
  healthModule,
  auditModule,
  tagsModule,
  directorsModule,
  authModule,
  adminsModule,
  rolesModule,
  filesModule,
];
