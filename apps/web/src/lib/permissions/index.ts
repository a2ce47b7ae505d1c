export { can, checkRoles, useCan, type CanCheck } from './can';
export { Allowed, Can } from './guards';
export { RoleName, roleDisplayName, useRoleName } from './role-name';
