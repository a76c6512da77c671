import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../parts.mjs';
import { parseLayout, readLayout, uncopiedWorkspaces } from './read-dockerfile.mjs';

const dockerfile = (backend) => `# a comment
FROM node:22 AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json \\
  backend/
RUN npm ci
FROM deps AS build
COPY . .
FROM deps AS prod-deps
RUN npm ci --omit=dev --workspace backend
FROM node:22 AS backend
${backend}
`;

const backendStage = `ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=prod-deps /app /app
COPY --from=build /app/backend/dist backend/dist
RUN install -d -o node -g node /app/.data /app/logs
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]`;

describe('parseLayout', () => {
  it('reads the package files, the production install, the output, the folders and the command', () => {
    expect(parseLayout(dockerfile(backendStage))).toEqual({
      packageFiles: ['package.json', 'package-lock.json', 'backend/package.json'],
      installArgs: ['--omit=dev', '--workspace', 'backend'],
      builtOutput: [{ from: 'backend/dist', to: 'backend/dist' }],
      ownedByUser: ['.data', 'logs'],
      env: { NODE_ENV: 'production', HOST: '0.0.0.0' },
      user: 'node',
      command: ['node', 'backend/dist/main.js'],
    });
  });

  it.each([
    [
      'an instruction it does not know',
      'ADD site.tar /app',
      /does not know the backend stage's ADD/,
    ],
    ['output from outside /app', 'COPY --from=build /srv/x x', /\/srv\/x is not under \/app/],
    ['no USER', backendStage.replace('USER node\n', ''), /backend needs USER and CMD/],
  ])('refuses %s rather than leave it out of the check', (_, stage, message) => {
    const text = dockerfile(stage.includes('CMD') ? stage : `${backendStage}\n${stage}`);
    expect(() => parseLayout(text)).toThrow(message);
  });

  it('refuses a prod-deps stage that is not one npm ci on top of deps', () => {
    const text = dockerfile(backendStage).replace(
      'RUN npm ci --omit=dev',
      'RUN npm install --omit=dev',
    );
    expect(() => parseLayout(text)).toThrow('prod-deps must hold exactly one RUN, npm ci');
  });
});

describe("the repository's Dockerfile", () => {
  const layout = readLayout(path.join(repoRoot, 'Dockerfile'));

  it('copies every workspace package file, so the production npm ci accepts the lock', () => {
    const { workspaces } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(uncopiedWorkspaces(layout, workspaces)).toEqual([]);
    expect(uncopiedWorkspaces(layout, [...workspaces, 'mf-new'])).toEqual(['mf-new']);
  });

  it('runs the backend as an unprivileged user', () => {
    expect(layout.user).not.toBe('root');
    expect(layout.command[0]).toBe('node');
  });
});
