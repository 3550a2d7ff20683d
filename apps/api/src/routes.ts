import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/routes';
import type { AppContext } from './appContext';
import { loginRoutes } from './auth/loginRoutes';
import { boletoRoutes } from './boleto/routes';
import { boundUserRoutes } from './boundUsers/routes';
import { captchaRoutes } from './captcha/routes';
import { cardRoutes } from './card/routes';
import { deviceRoutes } from './device/routes';
import { feeRoutes } from './fees/routes';
import { healthRoutes } from './health/routes';
import { participantRoutes } from './interbank/routes';
import { onboardingRoutes } from './onboarding/routes';
import { passwordRoutes } from './password/routes';
import { pinRoutes } from './pin/routes';
import { pixApiClientRoutes } from './pix/apiClientRoutes';
import { pixAutomaticAdminRoutes } from './pix/automaticAdminRoutes';
import { pixAutomaticRoutes } from './pix/automaticRoutes';
import { pixChargeRoutes } from './pix/chargeRoutes';
import { pixDisputeRoutes } from './pix/disputeRoutes';
import { pixFavoriteRoutes } from './pix/favoriteRoutes';
import { pixIncomingRoutes } from './pix/incomingRoutes';
import { pixKeyRoutes } from './pix/keyRoutes';
import { pixLimitRoutes } from './pix/limitRoutes';
import { pixApiRoutes } from './pix/pixApiRoutes';
import { pixRoutes } from './pix/routes';
import { sameBankTransferRoutes } from './pix/sameBankRoutes';
import { pixScheduleRoutes } from './pix/scheduleRoutes';
import { postalCodeRoutes } from './postalCode/routes';
import { statementRoutes } from './statement/routes';
import { transactionHashRoutes } from './transactionHash/routes';
import { transferRoutes } from './transfer/routes';

/**
 * Every module's routes that take the whole context, in the order buildApp registers them.
 * Routes are the app's alone, so they are taken from their files here and no module's index
 * exports them: a service may then use another module's index without reaching its routes,
 * which take the AppContext that names the services (docs/architecture/server.md).
 */
export const ROUTES: readonly FastifyPluginAsync<{ ctx: AppContext }>[] = [
  healthRoutes,
  captchaRoutes,
  loginRoutes,
  transactionHashRoutes,
  deviceRoutes,
  accountRoutes,
  feeRoutes,
  postalCodeRoutes,
  participantRoutes,
  pixRoutes,
  pixFavoriteRoutes,
  pixChargeRoutes,
  pixKeyRoutes,
  pixDisputeRoutes,
  pixApiClientRoutes,
  pixApiRoutes,
  pixLimitRoutes,
  pixScheduleRoutes,
  pixIncomingRoutes,
  pixAutomaticRoutes,
  pixAutomaticAdminRoutes,
  sameBankTransferRoutes,
  passwordRoutes,
  pinRoutes,
  boundUserRoutes,
  onboardingRoutes,
  transferRoutes,
  statementRoutes,
  cardRoutes,
  boletoRoutes,
];
