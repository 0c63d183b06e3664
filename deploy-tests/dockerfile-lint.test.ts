// The documented Dockerfile lint (support/dockerfile-lint.ts) catches each mistake it claims to.
import { lintDockerfile } from './support/dockerfile-lint';

const good = `# syntax=docker/dockerfile:1.7
ARG BASE=node:20.20.2-bookworm-slim
FROM \${BASE} AS deps
WORKDIR /app
RUN npm install --global npm@11.19.1
COPY package.json package-lock.json ./
RUN npm ci
FROM \${BASE} AS runtime
WORKDIR /app
COPY --from=deps /app ./
USER node
HEALTHCHECK CMD ["node", "-e", "process.exit(0)"]
FROM runtime AS api
ENV PORT=3000
EXPOSE 3000
CMD ["node", "main.js"]
FROM runtime AS job
HEALTHCHECK NONE
CMD ["node", "job.js"]
`;

const rules = (content: string, oneShot = ['job']) =>
  lintDockerfile(content, { oneShotTargets: oneShot }).map((p) => p.rule);

describe('Dockerfile lint', () => {
  test('a sound Dockerfile passes', () => {
    expect(lintDockerfile(good, { oneShotTargets: ['job'] })).toEqual([]);
  });

  test.each([
    ['DF001', 'untagged base image', good.replace('ARG BASE=node:20.20.2-bookworm-slim', 'ARG BASE=node')],
    [
      'DF001',
      'latest base image',
      good.replace('ARG BASE=node:20.20.2-bookworm-slim', 'ARG BASE=node:latest'),
    ],
    ['DF002', 'no USER', good.replace('USER node\n', '')],
    ['DF002', 'USER root', good.replace('USER node', 'USER root')],
    [
      'DF003',
      'ADD of a URL',
      good.replace(
        'WORKDIR /app\nCOPY --from',
        'WORKDIR /app\nADD https://example.com/x.tgz /x\nCOPY --from',
      ),
    ],
    ['DF004', 'shell-form CMD', good.replace('CMD ["node", "main.js"]', 'CMD node main.js')],
    ['DF005', 'no HEALTHCHECK', good.replace('HEALTHCHECK CMD ["node", "-e", "process.exit(0)"]\n', '')],
    ['DF006', 'unpinned global npm package', good.replace('npm@11.19.1', 'npm')],
    ['DF006', 'npm install instead of npm ci', good.replace('RUN npm ci', 'RUN npm install')],
    ['DF007', 'secret in ENV', good.replace('ENV PORT=3000', 'ENV PORT=3000 DB_PASSWORD=hunter2')],
    [
      'DF008',
      'relative WORKDIR',
      good.replace('FROM ${BASE} AS runtime\nWORKDIR /app', 'FROM ${BASE} AS runtime\nWORKDIR app'),
    ],
    ['DF009', 'EXPOSE differs from PORT', good.replace('EXPOSE 3000', 'EXPOSE 8080')],
    [
      'DF010',
      'code owned by the runtime user',
      good.replace('COPY --from=deps /app ./', 'COPY --from=deps --chown=node:node /app ./'),
    ],
    ['DF011', 'apt-get without cleanup', good.replace('RUN npm ci', 'RUN npm ci && apt-get install -y curl')],
  ])('%s: %s', (rule, _what, content) => {
    expect(rules(content)).toContain(rule);
  });

  test('DF005 applies to a one-shot target only when it is not declared as one', () => {
    expect(rules(good, [])).toContain('DF005');
  });

  test('DF012: the parser reports broken instructions', () => {
    expect(rules(good.replace('WORKDIR /app\nRUN npm install', 'WORKDIR\nRUN npm install'))).toContain(
      'DF012',
    );
  });
});
