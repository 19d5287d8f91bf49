/**
 * Who is reading a private file: a valid signed link (anyone holding it, no user) or else the logged-in caller.
 * A tampered or expired link is 403 with the route's own text (to a browser navigation, a short HTML page in the
 * caller's language that says to reload the page the link came from); no link and no token is 401.
 */
import type { UserInfo } from '@sewamudah/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { renderFileLinkPage } from '../lib/file-link-page.js';
import type { SignedFileUrls } from '../lib/signed-file-urls.js';
import { currentUser } from './auth.js';

export async function fileLinkReader(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: { expires?: string; signature?: string } }>,
  reply: FastifyReply,
  link: { urls: SignedFileUrls; recordId: string; kind: string; texts: { linkExpired: string; linkInvalid: string } },
): Promise<UserInfo | null> {
  const { expires, signature } = request.query;
  if (expires === undefined && signature === undefined) {
    await app.requireUser.call(app, request, reply);
    return currentUser(request);
  }
  const check = link.urls.check(link.recordId, link.kind, expires, signature, app.deps.clock());
  if (check !== 'valid') {
    // A browser that opened the link in a tab gets a page saying what to do (reload); API clients the JSON 403.
    throw new AppError(403, check === 'expired' ? link.texts.linkExpired : link.texts.linkInvalid, {
      htmlPage: (language) => renderFileLinkPage(language, check, app.config.publicUrl),
    });
  }
  return null;
}
