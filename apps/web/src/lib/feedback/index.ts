export { MessageProvider, useMessage } from './message';
export { useShowSecret } from './secret';
export type { Secret } from './secret-dialog';
