import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';

/** Public property photos. Keys contain a random id, so responses are cached as immutable. */
const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/properties/:propertyId/:file',
    {
      schema: {
        tags: ['files'],
        params: z.object({
          propertyId: z.uuid(),
          file: z.string().regex(/^[0-9a-f-]{36}-(card|detail)\.webp$/),
        }),
      },
    },
    async (request, reply) => {
      const key = `properties/${request.params.propertyId}/${request.params.file}`;
      const object = await app.deps.storage.get(key);
      if (!object) throw notFound('Image not found');
      return reply
        .header('Content-Type', object.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(object.body);
    },
  );
};

export default filesRoutes;
