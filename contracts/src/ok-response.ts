// zod/mini, like user.ts: the site's layout checks this answer (the confirmation link sent
// again) on every signed-in page, and the classic API would bring the whole of zod into the
// shell's first load for it.
import * as z from 'zod/mini';

/** Generic success body for calls whose answer the client does not read. */
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.optional(z.string()) });
export type OkResponse = z.infer<typeof okResponseSchema>;
