import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { tidyComponents } from './tidyComponents';

export const API_TITLE = 'Ipê — API do banco';
export const API_VERSION = '1.0.0';

const DESCRIPTION = `Servidor do Ipê, banco digital de código aberto.

Chamadas autenticadas levam os cabeçalhos \`authorization: Bearer <token>\`, \`account_id\`,
\`device_key\` e \`transaction_hash\` (obtido em \`POST /hash/auth\` para o mesmo método e URL, uso
único). Erros têm sempre o corpo \`{ code, message }\` (mensagem em português); entradas inválidas
respondem 400 com \`fields\`. Valores em dinheiro são centavos inteiros.`;

/**
 * OpenAPI 3.1 generated from the routes' zod schemas (draft 2020-12 JSON Schema); schemas with a
 * zod `meta({ id })` become named components. Swagger UI at /docs when `ui` is set.
 */
export async function registerOpenApi(app: FastifyInstance, options: { ui: boolean }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: API_TITLE, version: API_VERSION, description: DESCRIPTION },
      servers: [],
      tags: [
        { name: 'auth', description: 'Entrar e sair' },
        { name: 'captcha', description: 'Verificação anti-robô (ALTCHA)' },
        { name: 'hash', description: 'Hash de transação por chamada' },
        { name: 'otp', description: 'Habilitar aparelho com código de uso único (OTP/MFA)' },
        { name: 'security', description: 'Trocar senha e PIN' },
        { name: 'bound-users', description: 'Usuários vinculados à conta e convites' },
        { name: 'account', description: 'Conta, saldo e dados cadastrais' },
        { name: 'statement', description: 'Extrato' },
        { name: 'transfer', description: 'Transferências' },
        { name: 'taxes', description: 'Tarifas' },
        { name: 'postal-code', description: 'Consulta de CEP' },
        { name: 'health', description: 'Saúde dos serviços' },
        { name: 'admin', description: 'Operação (token de operador)' },
        { name: 'dev', description: 'Somente em desenvolvimento' },
      ],
    },
    transform: createJsonSchemaTransform({
      skipList: ['/docs', '/docs/', '/docs/*', '/docs/json', '/docs/yaml', '/docs/static/*'],
    }),
    transformObject: (document) =>
      tidyComponents(jsonSchemaTransformObject(document) as Record<string, unknown>) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
  if (options.ui) {
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
  }
}
