/** OpenAPI header shared by the served document and the generated client types. */
import { ErrorAnswer, ErrorCodeSchema } from './error-codes';

export const openApiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'Marketplace API',
    description:
      'Shop Globally, Buy Locally: the marketplace API. Errors are always `{ msg, code }` (and `field` when one input is at fault): `msg` the English sentence, `code` a stable identifier to translate (components.schemas.ErrorCode).',
    version: '1.0.0',
  },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    // Named here for clients (components["schemas"]["ErrorCode"]); every error answer inlines the same.
    schemas: { ErrorCode: ErrorCodeSchema, ErrorAnswer },
  },
} as const;
