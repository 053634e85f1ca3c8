import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long the second part of a page's HTML waits: long enough for the browser to paint the first part on its own. */
const PAUSE_MS = 400;

export interface PartsProxy {
  /** The proxy's origin: pages opened there arrive in two parts, everything else as the server sends it. */
  origin: string;
  /** The next page opened is cut right after `path`: the first match of its first text, then of the next one after that… */
  cutAfter(...path: string[]): void;
  close(): Promise<void>;
}

/** Where `path` ends in `body`, or -1 where a text of it is not found. */
function endOf(body: Buffer, path: string[]): number {
  let end = 0;
  for (const text of path) {
    const at = body.indexOf(text, end);
    if (at < 0) return -1;
    end = at + Buffer.byteLength(text);
  }
  return end;
}

/**
 * A page's HTML as a slow or busy phone gets it: in parts, the browser painting what it has in between. A proxy in front
 * of the app's server sends the first part of the next HTML page, pauses, then the rest. Where the cut falls is chosen
 * by the test, so a layout that moves when the rest arrives is caught every time, not only on the day CI is slow.
 */
export async function htmlInParts(upstream: string): Promise<PartsProxy> {
  let path: string[] | undefined;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        method: request.method,
        redirect: 'manual',
        headers: Object.entries(request.headers).flatMap(([name, value]) =>
          typeof value === 'string' && !['host', 'connection'].includes(name) ? [[name, value] as [string, string]] : [],
        ),
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const headers: Record<string, string> = {};
      // fetch() has already decoded the body: its length and encoding are the proxy's to state.
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
      });
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, headers);
      const end = path && headers['content-type']?.startsWith('text/html') ? endOf(body, path) : -1;
      if (end < 0) {
        response.end(body);
        return;
      }
      path = undefined;
      response.write(body.subarray(0, end));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      response.end(body.subarray(end));
    })().catch((error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    cutAfter: (...texts) => {
      path = texts;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
