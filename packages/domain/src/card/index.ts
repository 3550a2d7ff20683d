export {
  MERCHANT_CATEGORIES,
  isMcc,
  maskedCardNumber,
  merchantCategory,
  type MerchantCategory,
} from './merchantCategory';
