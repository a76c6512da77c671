import { yieldToMain } from './yieldToMain';

/** A dynamic import of a module already downloaded with its importer (webpackMode "eager"). */
export type Slice = () => Promise<unknown>;

/**
 * Evaluates modules one slice at a time, each in a task of its own, so the browser gets a turn
 * between them. Evaluating a screen's libraries is most of what a phone spends before React can
 * start on it, and as one module graph it is one long task (antd's form, tabs and inputs: over
 * 100 ms at Lighthouse's 4× slowdown) during which a tap waits. Each slice must be an
 * `import(/* webpackMode: "eager" *\/ …)` in the module calling this: downloaded with it, not
 * after it, and evaluated only when the import runs. List only what the screen evaluates anyway;
 * what is left is evaluated with the screen's own module. A slice over 50 ms there is worth
 * splitting.
 */
export async function evaluateInSlices(slices: readonly Slice[]): Promise<void> {
  for (const slice of slices) {
    await yieldToMain();
    await slice();
  }
  await yieldToMain();
}
