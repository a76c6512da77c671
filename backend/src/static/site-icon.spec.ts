import sharp from 'sharp';
import { binary } from '../../test/support/binary-body.js';
import { writeFiles } from '../../test/support/static-root.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { SITE_ICON_CACHE_CONTROL } from './site-icon.js';

describe('GET /favicon.ico', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a real 32×32 image in the theme colour when the shell's build has no icon", async () => {
    const response = await t.http().get('/favicon.ico').buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(SITE_ICON_CACHE_CONTROL);
    const body = response.body as Buffer;
    const image = sharp(body);
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    // The middle pixel is opaque theme green (#0b5d3b); a corner is transparent.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    expect(at(16, 16)).toEqual([0x0b, 0x5d, 0x3b, 255]);
    expect(at(0, 0)[3]).toBe(0);
  });

  it("serves the shell's own icon instead once its build has one", async () => {
    writeFiles(t.config.staticRoot, { 'shell/dist/favicon.ico': 'the shell icon' });
    const response = await t.http().get('/favicon.ico').buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect((response.body as Buffer).toString()).toBe('the shell icon');
  });
});
