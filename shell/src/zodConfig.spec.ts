import { configureZod } from './zodConfig';

describe('configureZod', () => {
  it("turns on zod's jitless mode through the global every zod copy reads", async () => {
    configureZod();
    // A copy of zod loaded after the shell started, as a section's is. (The tests' own setup
    // has loaded one already, through web-kit's drafts and contracts.)
    await jest.isolateModulesAsync(async () => {
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      // jitless parsers still check: a wrong shape is refused.
      expect(z.object({ id: z.number() }).safeParse({ id: 'x' }).success).toBe(false);
    });
  });
});
