export { DEV_KEY_FILE, devMasterKey, serverSecrets, type ServerSecrets } from './serverSecrets';
