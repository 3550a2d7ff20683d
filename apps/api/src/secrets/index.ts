export { devMasterKey, serverSecrets, type ServerSecrets } from './serverSecrets';
