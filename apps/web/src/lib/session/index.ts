export {
  fetchAdmin,
  followOtherTabs,
  loadSession,
  logout,
  recheckSession,
  resetSession,
  restorePermissions,
  signIn,
  updateAdmin,
  type SessionAnswer,
} from './actions';
export {
  decideNavigation,
  loginRedirect,
  PUBLIC_PATHS,
  redirectTarget,
  type GuardDecision,
  type GuardInput,
} from './guard-rules';
export { sessionEndMessage, sessionEndStore, useSessionEnd, type SessionEnd } from './ended';
export { sessionStore, useSession, type SessionState, type SessionStatus, type SignedInAdmin } from './store';
export {
  otpauthSecret,
  startBinding,
  verifyCode,
  type BindingProof,
  type OtpauthAnswer,
  type VerifyAnswer,
} from './two-factor';
export { TwoFactorForm } from './two-factor-form';
