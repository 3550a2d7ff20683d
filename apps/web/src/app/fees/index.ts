export { useAccountFee } from './useAccountFee';
