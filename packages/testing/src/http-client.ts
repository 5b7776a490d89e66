export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A tiny JSON client for HTTP-level tests: `await http.post('/api/auth/login', {...}, token)`. */
export function createHttpClient(baseUrl: string) {
  async function request<T>(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (HTML, redirects): keep the text.
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }
  return {
    get: <T = any>(path: string, token?: string, headers?: Record<string, string>) => request<T>('GET', path, undefined, token, headers),
    post: <T = any>(path: string, body?: unknown, token?: string, headers?: Record<string, string>) => request<T>('POST', path, body ?? {}, token, headers),
    put: <T = any>(path: string, body?: unknown, token?: string) => request<T>('PUT', path, body ?? {}, token),
    patch: <T = any>(path: string, body?: unknown, token?: string) => request<T>('PATCH', path, body ?? {}, token),
    delete: <T = any>(path: string, token?: string) => request<T>('DELETE', path, undefined, token),
  };
}
export type HttpClient = ReturnType<typeof createHttpClient>;
