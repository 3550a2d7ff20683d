// The zod schema of every success answer in apps/api/openapi.json (generated).
export { RESPONSE_SCHEMAS } from '../generated/response-schemas';
