import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileAnswer } from '../../server/http/non-json-answers';
import { fileDisposition } from '../../lib/content-disposition';
import { createFileLinkSigner, SIGNED_FILE_PATH } from './file-link-token.server';
import { assertStorageKey, type FileStorage } from './file-storage';

const INVALID_LINK = 'Ссылка на файл недействительна. Откройте файл заново в приложении или в личном кабинете';

const querySchema = z.object({
  token: z
    .string({ error: INVALID_LINK })
    .max(4096, INVALID_LINK)
    .regex(/^[\w-]{10,}\.[\w-]{43}$/, INVALID_LINK),
});

/**
 * The signed links of the local storage (`/api/files/signed?token=…`, see file-link-token.server.ts):
 * no session, the token alone names the file, its type and download name, and until when it works.
 * Registered only when the files live in the local folder; S3 links go to the bucket itself.
 */
export const signedFileRoutes: FastifyPluginAsyncZod<{ files: FileStorage; secret: string; clock: Clock }> = async (
  app,
  { files, secret, clock },
) => {
  const signer = createFileLinkSigner(secret);

  app.get(
    SIGNED_FILE_PATH,
    {
      schema: {
        tags: ['files'],
        summary: 'Файл по короткоживущей подписанной ссылке (локальное хранилище; 403 — подпись неверна, 410 — срок ссылки истёк)',
        querystring: querySchema,
        response: { 200: fileAnswer('Файл с типом и именем, указанными при выдаче ссылки', 'application/octet-stream') },
      },
    },
    async (request, reply) => {
      const nowMs = clock.now().getTime();
      const check = signer.verify(request.query.token, nowMs);
      if (!check.ok) {
        throw check.reason === 'expired' ? new AppError('FILE_LINK_EXPIRED') : new AppError('FORBIDDEN', { message: INVALID_LINK });
      }
      const { key, mime, downloadName, expiresAt } = check.claims;
      try {
        assertStorageKey(key);
      } catch {
        throw new AppError('FORBIDDEN', { message: INVALID_LINK });
      }
      const bytes = await files.get(key);
      if (!bytes) throw new AppError('NOT_FOUND', { message: 'Файл не найден: его уже удалили' });
      const maxAge = Math.max(0, expiresAt - Math.floor(nowMs / 1000));
      return reply
        .header('content-type', mime)
        .header('content-disposition', fileDisposition('inline', downloadName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', `private, max-age=${maxAge}`)
        .send(bytes);
    },
  );
};
