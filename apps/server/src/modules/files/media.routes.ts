/**
 * Private photos and videos (ADR 39): served only through a signed link minted by the module that owns the record
 * (after its access check). No Bearer fallback: a link is the only way in, so a photo is never listed by id alone.
 */
import { translate } from '@sewamudah/shared/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { media } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { renderFileLinkPage } from '../../lib/file-link-page.js';
import { MEDIA_VARIANTS, mediaLinkKind, mediaSignedUrls } from '../../lib/private-media/index.js';

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = mediaSignedUrls(app);
  const text = (key: 'linkInvalid' | 'linkExpired' | 'notFound') => translate('en', `serverRules.media.${key}`);

  app.get(
    '/media/:id/:variant',
    {
      schema: {
        tags: ['files'],
        summary: 'A private photo or video through its short-lived signed link',
        params: z.object({ id: z.uuid(), variant: z.enum(MEDIA_VARIANTS) }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const { expires, signature } = request.query;
      const check = urls.check(id, mediaLinkKind(variant), expires, signature, app.deps.clock());
      if (check !== 'valid') {
        throw new AppError(403, text(check === 'expired' ? 'linkExpired' : 'linkInvalid'), {
          htmlPage: (language) => renderFileLinkPage(language, check, app.config.publicUrl),
        });
      }
      const [row] = await app.deps.database.db
        .select({ key: media.key, thumbKey: media.thumbKey, kind: media.kind })
        .from(media)
        .where(eq(media.id, id));
      const key = !row
        ? undefined
        : variant === 'thumb'
          ? row.thumbKey
          : (variant === 'video') === (row.kind === 'video')
            ? row.key
            : undefined;
      const object = key ? await app.deps.storage.get(key) : null;
      if (!object) throw notFound(text('notFound'));
      return reply
        .header('Content-Type', object.contentType)
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline')
        .send(object.body);
    },
  );
};

export default mediaRoutes;
