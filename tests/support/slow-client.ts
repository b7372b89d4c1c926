import net from 'node:net';

export interface TrickleResult {
  /** Everything the server wrote back. */
  answer: string;
  /** Whether the client had sent every part when the server hung up. */
  finished: boolean;
}

/**
 * A client that sends a request in `parts`, one every `gapMs`, as an attacker holding connections
 * open would; resolves once the server closes the connection (after answering, or cutting it off).
 */
export function trickle(port: number, parts: readonly string[], gapMs: number): Promise<TrickleResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < parts.length) socket.write(parts[sent++]!);
    }, gapMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, finished: sent === parts.length });
    });
  });
}

/** A GET whose header lines (`count` of them) are sent one by one. */
export function slowHeaders(path: string, count: number): string[] {
  const lines = Array.from({ length: count }, (_, i) => `X-Slow-${i}: y\r\n`);
  return [`GET ${path} HTTP/1.1\r\n`, 'Host: localhost\r\n', ...lines, '\r\n'];
}

/** The first line of what the server wrote back: its status, or '' when it wrote nothing. */
export function statusLine(answer: string): string {
  return answer.split('\r\n', 1)[0] ?? '';
}
