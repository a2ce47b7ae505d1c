export { MessageProvider, useMessage } from './message';
export { useShowSecret, type Secret } from './secret';
