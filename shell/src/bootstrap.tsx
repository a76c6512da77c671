import { evaluateInSlices } from './app/evaluateInSlices';
import { startFailed } from './app/startFailed';
import { SSR_STATE_ID } from './ssr/ssrState';

/**
 * Takes the page over: asks for the screens a server-rendered page needs, evaluates the libraries
 * a slice at a time (app/evaluateInSlices.ts; imported statically, as one module graph, they were
 * one task of 200–300 ms at Lighthouse's 4× slowdown), then the shell's own code, which mounts
 * the app.
 */
async function takeOver(): Promise<void> {
  if (document.getElementById(SSR_STATE_ID)) {
    const { preloadRenderedScreens } = await import(/* webpackMode: "eager" */ './app/lazyScreens');
    void preloadRenderedScreens(window.location.pathname);
  }
  await evaluateInSlices([
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
    () => import(/* webpackMode: "eager" */ 'react-router-dom'),
    () => import(/* webpackMode: "eager" */ 'antd/es/theme'),
    () => import(/* webpackMode: "eager" */ 'antd/es/config-provider'),
    () => import(/* webpackMode: "eager" */ 'antd/es/button'),
    () => import(/* webpackMode: "eager" */ 'antd/es/modal/useModal'),
    () => import(/* webpackMode: "eager" */ 'antd/es/message/useMessage'),
    () => import(/* webpackMode: "eager" */ 'antd/es/app'),
  ]);
  const { mountApp } = await import(/* webpackMode: "eager" */ './app/mountApp');
  mountApp();
}

takeOver().catch(startFailed);
