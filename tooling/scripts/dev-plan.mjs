// What `npm run dev` (dev.mjs) serves, from its command line.

/**
 * No section named: every section and the shell from dev servers. Sections named: only those,
 * mounted in the built shell the backend serves. `unknown` holds names that are no section.
 * @param {string[]} args
 * @param {string[]} remotes
 */
export function devPlan(args, remotes) {
  const everything = args.length === 0;
  return {
    everything,
    sections: everything ? remotes : args,
    unknown: args.filter((name) => !remotes.includes(name)),
  };
}

/**
 * The parts the backend needs built before it starts: contracts and itself, and in
 * one-section mode the shell it serves (the shell has its own dev server otherwise).
 * @param {boolean} everything
 */
export function partsForBackend(everything) {
  return ['contracts', 'backend', ...(everything ? [] : ['shell'])];
}
