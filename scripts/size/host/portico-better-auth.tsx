// The same host page as portico.tsx, on a Better Auth server: `portico/better-auth`'s client.
import 'portico/style.css';
import { createBetterAuthClient } from 'portico/better-auth';
import { mountLogin } from 'portico';

const config = JSON.parse(new URLSearchParams(location.search).get('config') ?? '{}');
mountLogin({ elementId: '#login', client: createBetterAuthClient({ baseURL: `${location.origin}/api/auth` }), config });
