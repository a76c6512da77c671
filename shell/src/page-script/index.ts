// The one inline script of a server-rendered page (backend/src/pages/page-script.ts puts it in
// the page's <head>), built on its own into shell/dist/page-script.js: hold what the visitor
// does until React has taken the page over, and load the page's script once it has painted (at
// once when the page is hidden: there is nothing to paint). Should the shell fail to load, its
// main.js or the start after it, say so and hold nothing any longer.
import { TAKE_OVER } from '@reunion/contracts';
import { hideWhileLogoutPending } from './hideWhileLogoutPending';
import { holdEarlyInput } from './holdEarlyInput';
import { loadScriptsWhenIdle } from './loadScriptsWhenIdle';
import { showThatThePageFailed } from './showThatThePageFailed';

const hidden = hideWhileLogoutPending(document);
const letGo = holdEarlyInput(document);
const failed = () => {
  letGo();
  showThatThePageFailed(document);
};
document.addEventListener(TAKE_OVER.failedEvent, failed);
loadScriptsWhenIdle(document.currentScript, { atOnce: hidden, onError: failed });
