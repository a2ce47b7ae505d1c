export { can, checkRoles, useCan, type CanCheck } from './can';
export { useDelegator } from './delegator';
export { Allowed, Can } from './guards';
export { RoleName, roleDisplayName, useRoleName } from './role-name';
