// React Query hooks generated from apps/api/openapi.json (peer: @tanstack/react-query, react).
// They call through the clients bound with bindBankClients, like the plain request functions.
export * from './generated/react-query';
