// Public surface of the demo data.
export { seedDemoData } from './seedDemoData';
export {
  DEMO_ACCOUNTS,
  DEMO_BR_CODE,
  DEMO_INVITATION_CODE,
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_SIGN_INS,
  DEMO_TOTP_SECRET,
  DEMO_USERS,
} from './demoData';
