import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, createTestApp, registerUser, type TestApp } from '../../test/harness';

describe.each(TEST_DIALECTS)('auth smoke (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('registers and reads the current user', async () => {
    const u = await registerUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(u.email);
  });
});
