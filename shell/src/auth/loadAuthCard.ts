import { evaluateInSlices } from '../app/evaluateInSlices';

/**
 * The sign-in card's code (AuthCard and the antd components its forms draw), evaluated a slice at
 * a time (app/evaluateInSlices.ts): as one module graph it was a task of 130–150 ms at
 * Lighthouse's 4× slowdown.
 */
export async function loadAuthCard() {
  await evaluateInSlices([
    () => import(/* webpackMode: "eager" */ 'antd/es/tabs'),
    () => import(/* webpackMode: "eager" */ 'antd/es/form'),
    () => import(/* webpackMode: "eager" */ 'antd/es/input'),
    () => import(/* webpackMode: "eager" */ 'antd/es/typography'),
  ]);
  return (await import(/* webpackMode: "eager" */ './AuthCard')).AuthCard;
}
