// The zod schemas of the answers the signed-out screens read (generated).
export { SIGNED_OUT_RESPONSE_SCHEMAS } from '../generated/response-schemas-signed-out';
