// zod/mini, like user.ts: the shell checks this answer (the confirmation link sent again), and
// the classic API would make the chunk it fetches for that several times larger.
import * as z from 'zod/mini';

/** Generic success body for calls whose answer the client does not read. */
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.optional(z.string()) });
export type OkResponse = z.infer<typeof okResponseSchema>;
