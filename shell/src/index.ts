import { spreadScriptRequests } from './app/spreadScriptRequests';
import { startFailed } from './app/startFailed';
import { yieldToMain } from './app/yieldToMain';
import { configureZod } from './zodConfig';
// In the entry, so the page links it in <head>: a server-rendered page paints styled.
import './styles/site.css';

configureZod();
spreadScriptRequests();

// The async boundary: Module Federation negotiates the shared singletons (React, antd…)
// before any of them is evaluated, so the shell and every section use one copy. After a yield:
// starting the runtime and asking for the bootstrap's scripts are two tasks rather than one long
// one.
yieldToMain()
  .then(() => import('./bootstrap'))
  .catch(startFailed);
