export { serverSecret } from './serverSecret';
