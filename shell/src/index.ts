import { configureZod } from './zodConfig';
// In the entry, so the page links it in <head>: a server-rendered page paints styled.
import './styles/site.css';

configureZod();

// The async boundary: Module Federation negotiates the shared singletons (React, antd…)
// before any of them is evaluated, so the shell and every section use one copy.
import('./bootstrap');
