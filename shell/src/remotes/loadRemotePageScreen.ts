import { evaluateInSlices } from '../app/evaluateInSlices';

/**
 * The frame of a section's page (RemotePage, its skeleton and error card), evaluated a slice at a
 * time (app/evaluateInSlices.ts): antd's Card (with the Tabs it imports) and Typography made it a
 * task of 60–80 ms at Lighthouse's 4× slowdown, on every section's page.
 */
export async function loadRemotePageScreen() {
  await evaluateInSlices([
    () => import(/* webpackMode: "eager" */ 'antd/es/card'),
    () => import(/* webpackMode: "eager" */ 'antd/es/typography'),
  ]);
  return (await import(/* webpackMode: "eager" */ './RemotePage')).RemotePage;
}
