// The one inline script of a server-rendered page (backend/src/pages/page-script.ts puts it in
// the page's <head>), built on its own into shell/dist/page-script.js: hold what the visitor
// does until React has taken the page over, and load the page's script once it has painted (at
// once when the page is hidden: there is nothing to paint).
import { hideWhileLogoutPending, showThatThePageFailed } from './hideWhileLogoutPending';
import { holdEarlyInput } from './holdEarlyInput';
import { loadScriptsWhenIdle } from './loadScriptsWhenIdle';

const hidden = hideWhileLogoutPending(document);
holdEarlyInput(document);
loadScriptsWhenIdle(
  document.currentScript,
  hidden ? { atOnce: true, onError: () => showThatThePageFailed(document) } : {},
);
