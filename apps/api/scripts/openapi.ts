/** `pnpm --filter @ipe/api openapi`: writes apps/api/openapi.json from the routes' schemas. */
import { writeFile } from 'node:fs/promises';
import { generateOpenApi, OPENAPI_PATH } from '../src/openapi/generate';

await writeFile(OPENAPI_PATH, await generateOpenApi());
console.log(`OpenAPI escrito em ${OPENAPI_PATH}`);
