import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../app/yieldToMain';

/**
 * Loads each library a section takes from the shell in a task of its own. A section's entry asks
 * for all of them at once (a dozen or two: antd's components, react-query…), and the runtime
 * handles each at once too: resolving its version, then the script elements of the shell's
 * chunks that hold it, a few milliseconds of a phone's main thread per script. In one task
 * that was 100–200 ms at Lighthouse's 4× slowdown, during which a tap waited.
 *
 * Registered for every runtime instance (each section has its own, made when its entry runs).
 */
export function shareLoadPerTaskPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reunion-share-load-per-task',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
  };
}
