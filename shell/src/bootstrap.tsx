import { yieldToMain } from './app/yieldToMain';

/**
 * The libraries the page is taken over with, in the order they are evaluated, each in a task of
 * its own. Evaluating them is most of what a phone spends before React starts: imported
 * statically, as one module graph, it was one task of 200–300 ms at Lighthouse's 4× slowdown,
 * during which a tap waits (README, "Pages rendered on the server"). Each is in this chunk group
 * (webpackMode "eager": downloaded with this module, not after it, and evaluated when its import
 * runs); a slice evaluates only what the page evaluates anyway, and what is left (the shell's own
 * code) comes with mountApp. A slice over 50 ms there is worth splitting.
 */
const slices: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'antd/es/theme'),
  () => import(/* webpackMode: "eager" */ 'antd/es/config-provider'),
  () => import(/* webpackMode: "eager" */ 'antd/es/button'),
  () => import(/* webpackMode: "eager" */ 'antd/es/modal/useModal'),
  () => import(/* webpackMode: "eager" */ 'antd/es/message/useMessage'),
  () => import(/* webpackMode: "eager" */ 'antd/es/app'),
];

async function takeOver(): Promise<void> {
  for (const slice of slices) {
    await yieldToMain();
    await slice();
  }
  await yieldToMain();
  const { mountApp } = await import(/* webpackMode: "eager" */ './app/mountApp');
  mountApp();
}

void takeOver();
