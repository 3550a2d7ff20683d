import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

/** One HTTP/1.1 request on a keep-alive agent (no fetch: its pool hides the connection count). */
export function httpRequest(
  agent: http.Agent,
  port: number,
  options: {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(options.body)),
              }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The answer's JSON when the status is the expected one; else an error naming status and code. */
export function expectJson<T>(answer: HttpAnswer, status: number, what: string): T {
  if (answer.status !== status) {
    let code = '';
    try {
      code = ` ${(JSON.parse(answer.body) as { code?: string }).code ?? ''}`;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new Error(`${what}: HTTP ${answer.status}${code}`);
  }
  return JSON.parse(answer.body) as T;
}
