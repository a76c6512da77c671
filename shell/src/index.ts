import { configureZod } from './zodConfig';

configureZod();

// The async boundary: Module Federation negotiates the shared singletons (React, antd…)
// before any of them is evaluated, so the shell and every section use one copy.
import('./bootstrap');
