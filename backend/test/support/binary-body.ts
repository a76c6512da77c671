import type { Agent, Response } from 'supertest';

/** supertest hands binary bodies back as a Buffer only when told to: pass this to `.parse()`. */
export function binary(
  response: Response,
  callback: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** GET `url` as bytes, with the response for its headers. */
export async function fetchBytes(agent: Agent, url: string) {
  const response = await agent.get(url).buffer(true).parse(binary);
  return { response, bytes: response.body as Buffer };
}
