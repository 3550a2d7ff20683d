export { lookUpPixKey, type PixRecipient } from './keyLookup';
export { pixRoutes } from './routes';
