// Paying boletos and utility bills (docs/architecture/boletos.md).
export { boletoRoutes } from './routes';
export { createBoletoPayments, BOLETO_PAYMENT_KIND, type BoletoPayments } from './payments';
export { createBoletoScheduler } from './schedules';
