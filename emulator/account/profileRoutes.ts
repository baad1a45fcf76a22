/** The account's name and picture (an https address, or a file the emulator keeps and serves). */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import { findPicture, savePicture, setPictureUrl } from './store';

/** A picture file: these types, at most 512 KiB, and bytes that are what the type says. */
export const PICTURE_MAX_BYTES = 512 * 1024;
const PICTURE_MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

// Letters, marks, spaces and punctuation; never a control or format character (a name is shown to others).
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** A display name as people write theirs: 1 to 100 characters once trimmed. */
export function validName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length >= 1 && [...trimmed].length <= 100 && !CONTROL.test(trimmed) ? trimmed : null;
}

const profileBody = z.object({ name: z.string().max(1000).optional(), picture_url: z.string().max(4096).nullable().optional() }).strict();
const pictureBody = z.object({ content_type: z.string().max(100), data: z.string().max(Math.ceil((PICTURE_MAX_BYTES * 4) / 3) + 8) }).strict();

export const registerProfile: RouteModule = (app, ctx) => {
  const ownPicture = `${ctx.origin}/account/pictures/`;
  const validPictureUrl = (url: string) => {
    if (url.length > 2048) return false;
    if (url.startsWith(ownPicture)) return true;
    try {
      return new URL(url).protocol === 'https:';
    } catch {
      return false;
    }
  };

  app.post('/v1/account/profile', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, profileBody);
    const userId = auth.user.user_id;
    if (body.name !== undefined) {
      const name = validName(body.name);
      if (!name) throw new ApiError(400, 'invalid_name');
      const [first = '', ...rest] = name.split(/\s+/);
      ctx.db.prepare('UPDATE users SET first_name = ?, last_name = ? WHERE user_id = ?').run(first, rest.join(' '), userId);
    }
    if (body.picture_url !== undefined) {
      if (body.picture_url !== null && !validPictureUrl(body.picture_url)) throw new ApiError(400, 'invalid_picture_url');
      setPictureUrl(ctx, userId, body.picture_url);
    }
    return ok(c);
  });

  app.post('/v1/account/picture', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, pictureBody);
    const check = PICTURE_MAGIC[body.content_type];
    const data = Buffer.from(body.data, 'base64');
    if (!check || data.length === 0 || data.length > PICTURE_MAX_BYTES || !check(data)) throw new ApiError(400, 'invalid_picture');
    const url = `${ownPicture}${savePicture(ctx, auth.user.user_id, body.content_type, data)}`;
    setPictureUrl(ctx, auth.user.user_id, url);
    return ok(c, { picture_url: url });
  });

  // Served to any page (an <img> on the host's origin), as a CDN would: the id is not guessable.
  app.get('/account/pictures/:id', (c) => {
    const picture = findPicture(ctx, c.req.param('id'));
    if (!picture) throw new ApiError(404, 'route_not_found');
    return c.body(new Uint8Array(picture.data), 200, {
      'Content-Type': picture.content_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
};
