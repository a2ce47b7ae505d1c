export { MessageProvider, useMessage } from './message';
