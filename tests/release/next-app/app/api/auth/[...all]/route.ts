// Better Auth's Next.js App Router handler: every /api/auth/* call, portico()'s endpoints among them.
import { toNextJsHandler } from 'better-auth/next-js';
import { auth } from '../../../../lib/auth';

export const { GET, POST } = toNextJsHandler(auth);
