/**
 * What pino never writes: credentials in headers and secrets in any logged object (one level
 * deep and at the top). Fastify's request serializer logs no headers or bodies anyway; this is
 * the second line of defence should anyone log them.
 */
const SECRET_KEYS = [
  'password',
  'current_password',
  'new_password',
  'pin',
  'current_pin',
  'new_pin',
  'token',
  'otp',
  'altcha',
  'authorization',
];

export const logRedactions = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers.device_key',
    'req.headers.transaction_hash',
    'req.headers["x-admin-token"]',
    'req.headers["x-xsrf-token"]',
    'res.headers["set-cookie"]',
    ...SECRET_KEYS,
    ...SECRET_KEYS.map((key) => `*.${key}`),
  ],
  censor: '[redacted]',
};
