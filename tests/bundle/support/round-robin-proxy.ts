import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer reduced to what the two-instance test needs, on 127.0.0.1 only: each request
 * goes to the next instance in turn; the client's address is appended to X-Forwarded-For (the
 * servers run with TRUST_PROXY=1); an instance that refuses a connection is taken out of the
 * rotation, as a load balancer's passive health check does, and that request answers 502 (the
 * client retries: the proxy never replays a request itself). Each answer names the instance that
 * served it in `X-Upstream`, and every request is remembered with it.
 */
export interface RoundRobinProxy {
  url: string;
  served: { upstream: number; method: string; path: string; rsc: boolean }[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: number[], port: number): Promise<RoundRobinProxy> {
  const down = new Set<number>();
  const served: RoundRobinProxy['served'] = [];
  let turn = 0;
  const next = () => {
    for (let tried = 0; tried < upstreams.length; tried++) {
      const index = turn++ % upstreams.length;
      if (!down.has(index)) return index;
    }
    return undefined;
  };

  const server = http.createServer((request, response) => {
    const index = next();
    if (index === undefined) {
      response.writeHead(502).end();
      return;
    }
    const client = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
    const forwarded = request.headers['x-forwarded-for'];
    const headers = {
      ...request.headers,
      'x-forwarded-for': forwarded ? `${String(forwarded)}, ${client}` : client,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': request.headers.host ?? '',
    };
    served.push({
      upstream: index,
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      rsc: request.headers.rsc === '1' || (request.url ?? '').includes('_rsc='),
    });
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreams[index], method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') down.add(index);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON POST sent from `localAddress` (any 127.x.y.z: each is another client to the limits). */
export function postJson(
  url: string,
  body: unknown,
  localAddress: string,
): Promise<{ status: number; upstream: string | undefined; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': data.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> = {};
          try {
            json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            // an empty or HTML answer (a 502 from the proxy)
          }
          const upstream = response.headers['x-upstream'];
          resolve({ status: response.statusCode ?? 0, upstream: upstream as string | undefined, json });
        });
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}
