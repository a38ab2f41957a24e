/**
 * The demo manager's credentials against a running service: a session token (renewed well
 * before its 30 minutes run out, so long runs keep going), fresh tokens on demand, and an
 * API key (webhooks refuse session tokens).
 */
const LOGIN = { account: 'demo', email: 'manager@demo.test', password: 'demo' };
const RENEW_AFTER_MS = 20 * 60_000;

async function postJson(base: string, path: string, body: unknown, token?: string) {
  const answer = await fetch(base + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as Record<string, unknown>;
  if (!answer.ok) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

export async function login(base: string): Promise<string> {
  return String((await postJson(base, '/api/auth/login', LOGIN)).token);
}

export class DemoSession {
  private loggedInAt = Date.now();

  private constructor(
    private readonly base: string,
    public token: string,
    public readonly apiKey: string,
  ) {}

  static async open(base: string): Promise<DemoSession> {
    const token = await login(base);
    const created = await postJson(
      base,
      '/api/api-keys',
      { name: 'tool', password: LOGIN.password },
      token,
    );
    return new DemoSession(base, token, String(created.key));
  }

  /** A token no other request uses (for a request that ends its session). */
  freshToken(): Promise<string> {
    return login(this.base);
  }

  async renewIfOld(): Promise<void> {
    if (Date.now() - this.loggedInAt < RENEW_AFTER_MS) return;
    this.token = await login(this.base);
    this.loggedInAt = Date.now();
  }

  /** POSTs as this session's API key (e.g. to subscribe a webhook). */
  postWithKey(path: string, body: unknown): Promise<Record<string, unknown>> {
    return postJson(this.base, path, body, this.apiKey);
  }

  /** GETs as this session's token; throws on anything but 200. */
  async get(path: string): Promise<unknown> {
    const answer = await fetch(this.base + path, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    if (!answer.ok) throw new Error(`GET ${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  }
}
