// The site's own stylesheet (spacing, phone touch targets, the spinner…): the shell's entry
// imports it (shell/src/index.ts), so every page of the site links it. A section's standalone
// dev page has no shell around it and takes it from here, so the section looks there as it
// does in the site.
import path from 'node:path';
import { repoRoot } from '../scripts/parts.mjs';

export const siteStylesheet = path.join(repoRoot, 'shell', 'src', 'styles', 'site.css');
