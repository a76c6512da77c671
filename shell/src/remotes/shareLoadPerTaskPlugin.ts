import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../app/yieldToMain';

/**
 * Loads each library a section takes from the shell in a task of its own, and evaluates it as soon
 * as its code is there. A section's entry asks for all of them at once (a dozen or two: antd's
 * components, react-query…), and the runtime handled each at once too: resolving its version,
 * then the script elements of the shell's chunks that hold it, a few milliseconds of a phone's
 * main thread per script; in one task that was 100–200 ms at Lighthouse's 4× slowdown, during
 * which a tap waited. Then the section's page module evaluated every one of them in its own
 * task (antd's Select alone is 30 ms there). A library loaded here is one the section's code is
 * about to evaluate anyway: its chunks ask for it.
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
    afterLoadShare({ selectedShared }) {
      // The shell's factory: evaluates the module (or hands back the one evaluated before).
      if (typeof selectedShared?.lib === 'function') selectedShared.lib();
    },
  };
}
