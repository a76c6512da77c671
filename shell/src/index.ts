import { spreadScriptRequests } from './app/spreadScriptRequests';
import { startFailed } from './app/startFailed';
import { yieldToMain } from './app/yieldToMain';
import { watchSiteFilesLoaded } from './offline/siteFilesLoaded';
import { configureZod } from './zodConfig';
// In the entry, so the page links it in <head>: a server-rendered page paints styled.
import './styles/site.css';

// First: the programme's keep needs every file the page loads, and the browser's own record of
// them fills up (offline/siteFilesLoaded.ts).
watchSiteFilesLoaded();
configureZod();
spreadScriptRequests();

// The async boundary: Module Federation negotiates the shared singletons (React, antd…)
// before any of them is evaluated, so the shell and every section use one copy. After a yield:
// starting the runtime and asking for the bootstrap's scripts are two tasks rather than one long
// one.
yieldToMain()
  .then(() => import('./bootstrap'))
  .catch(startFailed);
