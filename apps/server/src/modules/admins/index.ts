/**
 * What the admins module offers the modules that share its records (roles, and the signed-in admin's own
 * profile and two-factor in auth): the delegation rules, who holds which role, audited writes of an admin, and
 * the sign-in columns sign-in and two-factor binding change.
 */
export {
  assertMayChangeAdmins,
  assertMayChangeRole,
  assertMayChangeSelf,
  assertMaySetPermissions,
  changedIds,
  delegatorOf,
} from './delegation.js';
export {
  activeHolders,
  type AdminRef,
  assertSuperAdminRemains,
  holdersOfRoles,
  lockSuperAdmins,
  reachableHolders,
  alertRecipients,
  missingAdminIds,
  type RoleRef,
  setHoldersOfRole,
} from './holdings.js';
export type { AdminRow, AdminValues } from './queries.js';
export { ADMINS_RESOURCE, loadAdmin, updateAdminAudited } from './records.js';
export {
  advanceLastStep,
  checkAdminVersion,
  findAdminByUsername,
  setLastLogin,
  setPendingSecret,
  setTourSeen,
  takePendingSecret,
} from './sign-in-columns.js';
