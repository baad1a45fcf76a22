import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/client/createHttpClient';
import { createMemoryStorage } from '../../../src/client/storage';
import { createFakeCookieJar, createFakeFetch } from './fakes';

const client = (baseUrl: string, navigate: (url: string) => void) =>
  createHttpClient({ baseUrl, publicToken: 'public-token-test-1', navigate, fetch: createFakeFetch().fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage() });

describe('oauth.start › where it navigates', () => {
  it.each(['http://localhost:8787', 'https://auth.example.com/'])('given the base URL %s › navigates to its http(s) start URL', async (baseUrl) => {
    const navigate = vi.fn();
    await client(baseUrl, navigate).oauth.start('github', {});
    expect(navigate).toHaveBeenCalledOnce();
    expect(new URL(navigate.mock.calls[0]![0] as string).pathname).toBe('/v1/oauth/github/start');
  });

  it.each(['javascript:alert(document.domain)//', 'data:text/html,<script>alert(1)</script>', 'relative/path'])(
    'given the base URL %s › refuses with oauth_url_refused and navigates nowhere',
    async (baseUrl) => {
      const navigate = vi.fn();
      await expect(client(baseUrl, navigate).oauth.start('github', {})).rejects.toMatchObject({ error_type: 'oauth_url_refused' });
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});
