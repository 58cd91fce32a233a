import { PRODUCTION_MODE, startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { expectClientError, nextIp } from '../support/fixtures';

jest.setTimeout(60_000);

const DOCS = ['/api/docs', '/api/docs-json', '/api/docs-yaml'];
/** The same paths spelled otherwise: percent-encoded letters, another case, a doubled slash, a query. */
const VARIANTS = [
  '/api/%64ocs-json',
  '/api/d%6fcs-json',
  '/api/%64ocs-yaml',
  '/api/%64ocs',
  '/api/%64ocs/',
  '/api/docs%2Djson',
  '/%61pi/docs-json',
  '/api/DOCS-JSON',
  '/API/docs-json',
  '/api/Docs',
  '/api//docs-json',
  '/api/docs-json?x=1',
  '/api/docs-json/',
];

describe('API docs', () => {
  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ ...PRODUCTION_MODE });
    });
    afterAll(() => t.close());

    it('are refused to visitors (401) and to members (403)', async () => {
      const visitor = t.client(nextIp());
      for (const path of DOCS) expectClientError(await visitor.get(path), 401, 'AUTH.UNAUTHENTICATED');
      const member = await registerMember(t, t.client(nextIp()));
      const api = t.client(nextIp());
      api.bearer = member.token;
      for (const path of DOCS) expectClientError(await api.get(path), 403, 'AUTH.FORBIDDEN');
      const forged = t.client(nextIp());
      forged.bearer = `${member.token}x`;
      expectClientError(await forged.get('/api/docs-json'), 401);
    });

    it('are not served at another spelling of their paths', async () => {
      const visitor = t.client(nextIp());
      for (const path of VARIANTS) {
        const reply = await visitor.get(path);
        const text = reply.raw.toString('utf8');
        const served = text.includes('"openapi"') || text.includes('openapi:') || /swagger/i.test(text);
        expect({ path, served, serverError: reply.status >= 500 }).toEqual({
          path,
          served: false,
          serverError: false,
        });
      }
    });

    it('are served to an administrator, by cookie session or bearer token', async () => {
      const admin = t.client(nextIp());
      const login = await admin.post('/api/login', {
        email: 'root@example.com',
        password: 'Root-password-1',
      });
      expect(login.status).toBe(200);
      const json = await admin.get('/api/docs-json');
      expect(json.status).toBe(200);
      expect(json.body.openapi).toMatch(/^3\./);
      expect((await admin.get('/api/docs')).status).toBe(200);
      const api = t.client(nextIp());
      api.bearer = login.body.data.token;
      expect((await api.get('/api/docs-yaml')).status).toBe(200);
    });
  });

  describe('outside production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ NODE_ENV: 'development' });
    });
    afterAll(() => t.close());

    it('are open to anyone', async () => {
      const visitor = t.client(nextIp());
      for (const path of DOCS) expect((await visitor.get(path)).status).toBe(200);
    });
  });
});
