/** OpenAPI header shared by the served document and the generated client types. */
export const openApiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'Marketplace API',
    description: 'Shop Globally, Buy Locally: the marketplace API. Errors are always `{ msg }`.',
    version: '1.0.0',
  },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  },
} as const;
