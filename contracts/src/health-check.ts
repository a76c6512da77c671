import { z } from 'zod';

/** One indicator's state, e.g. `database: { status: 'up', responseTime: 2 }`. */
const indicatorSchema = z.looseObject({ status: z.enum(['up', 'down']) });
const indicatorsSchema = z.record(z.string(), indicatorSchema);

/**
 * What `/health/live` and `/health/ready` answer when healthy: Terminus's report, `status` plus
 * each indicator's state (none for liveness, `database` for readiness).
 */
export const healthCheckSchema = z.object({
  status: z.literal('ok'),
  info: indicatorsSchema,
  error: indicatorsSchema,
  details: indicatorsSchema,
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;
