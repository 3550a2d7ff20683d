// Paying boletos and utility bills (docs/architecture/boletos.md).
export { createBoletoPayments, BOLETO_PAYMENT_KIND, type BoletoPayments } from './payments';
export { createBoletoScheduler } from './schedules';
