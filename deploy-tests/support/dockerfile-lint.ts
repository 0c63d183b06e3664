// Dockerfile lint used because hadolint is not installable here (not in Debian, not on npm).
// The syntax is checked by `dockerfile-utils` (the validator behind the VS Code Docker extension);
// the rules below are the hadolint rules that matter for these images, plus this project's own.
// Each problem names its rule so a failure says what to fix:
//   DF001 (DL3006/DL3007) external base images carry an explicit tag or digest, never `latest`
//   DF002 (DL3002)        every target that runs a process ends as a non-root USER
//   DF003 (DL3020)        COPY, not ADD (ADD fetches URLs and unpacks archives implicitly)
//   DF004 (DL3025)        CMD and ENTRYPOINT in exec (JSON) form, so signals reach node
//   DF005                 every long-running target has a HEALTHCHECK (or inherits one)
//   DF006 (DL3016)        global npm installs are version-pinned; project deps install with `npm ci`
//   DF007                 no ENV or ARG carries a secret (names with PASSWORD, SECRET, TOKEN, PRIVATE)
//   DF008 (DL3000)        WORKDIR is absolute
//   DF009                 a target's EXPOSE matches its PORT
//   DF010                 application files are not owned by the runtime user (COPY --chown)
//   DF011 (DL3008/DL3009) apt-get installs use --no-install-recommends and clean the lists
//   DF012                 the parser reports no error or warning
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

export interface LintProblem {
  rule: string;
  line: number;
  message: string;
}

export interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

export interface LintOptions {
  /** Targets that run once and exit: no HEALTHCHECK needed. */
  oneShotTargets?: string[];
}

const secretName = /(PASSWORD|SECRET|TOKEN|PRIVATE)/i;

export function parseStages(content: string): { args: Map<string, string>; stages: Stage[] } {
  const dockerfile = DockerfileParser.parse(content);
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  let current: Stage | undefined;
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword === 'FROM') {
      const parts = (instruction.getArgumentsContent() ?? '').split(/\s+/);
      const asIndex = parts.findIndex((p) => p.toLowerCase() === 'as');
      const base = parts.filter((p) => !p.startsWith('--'))[0] ?? '';
      current = {
        name: asIndex >= 0 ? (parts[asIndex + 1] ?? '') : `stage-${stages.length}`,
        base,
        instructions: [],
      };
      stages.push(current);
    } else if (!current && keyword === 'ARG') {
      const [name, value] = (instruction.getArgumentsContent() ?? '').split('=');
      if (name && value !== undefined) args.set(name.trim(), value.trim());
    } else if (current) {
      current.instructions.push(instruction);
    }
  }
  return { args, stages };
}

function resolveArgs(text: string, args: Map<string, string>): string {
  return text.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, name: string) => args.get(name) ?? '');
}

/** The chain of stages from the target up to its external base, target first. */
function lineage(stages: Stage[], target: Stage): Stage[] {
  const chain: Stage[] = [target];
  let stage: Stage | undefined = target;
  while (stage) {
    const parent: Stage | undefined = stages.find((s) => s.name === stage?.base);
    if (!parent || chain.includes(parent)) break;
    chain.push(parent);
    stage = parent;
  }
  return chain;
}

function last(chain: Stage[], keyword: string): Instruction | undefined {
  for (const stage of chain) {
    const found = [...stage.instructions].reverse().find((i) => i.getKeyword() === keyword);
    if (found) return found;
  }
  return undefined;
}

const lineOf = (i: Instruction) => i.getRange().start.line + 1;

function flagValue(instruction: Instruction, flag: string): string | undefined {
  const withFlags = instruction as Instruction & {
    getFlags?: () => Array<{ getName(): string; getValue(): string | null }>;
  };
  return (
    withFlags
      .getFlags?.()
      .find((f) => f.getName() === flag)
      ?.getValue() ?? undefined
  );
}

/** Targets: stages that define or inherit a CMD and that no other stage builds upon, plus explicit CMD stages. */
export function targetStages(stages: Stage[]): Stage[] {
  return stages.filter((s) => s.instructions.some((i) => i.getKeyword() === 'CMD'));
}

export function lintDockerfile(content: string, options: LintOptions = {}): LintProblem[] {
  const problems: LintProblem[] = [];
  for (const diagnostic of validate(content)) {
    // LSP severities: 1 error, 2 warning (3 information, 4 hint are not problems).
    if (diagnostic.severity === 1 || diagnostic.severity === 2) {
      problems.push({
        rule: 'DF012',
        line: diagnostic.range.start.line + 1,
        message: String(diagnostic.message),
      });
    }
  }
  const { args, stages } = parseStages(content);
  const stageNames = new Set(stages.map((s) => s.name));
  if (stages.length === 0) problems.push({ rule: 'DF012', line: 1, message: 'no FROM instruction' });

  for (const stage of stages) {
    if (!stageNames.has(stage.base)) {
      const image = resolveArgs(stage.base, args);
      const digest = image.includes('@sha256:');
      const tag = image.split('/').pop()?.split(':')[1];
      if (!digest && (!tag || tag === 'latest')) {
        problems.push({
          rule: 'DF001',
          line: 1,
          message: `base image "${image || stage.base}" of stage ${stage.name} needs a pinned tag or digest`,
        });
      }
    }
    for (const instruction of stage.instructions) {
      const keyword = instruction.getKeyword();
      const text = instruction.getArgumentsContent() ?? '';
      if (keyword === 'ADD')
        problems.push({ rule: 'DF003', line: lineOf(instruction), message: 'use COPY instead of ADD' });
      if ((keyword === 'CMD' || keyword === 'ENTRYPOINT') && !text.trim().startsWith('[')) {
        problems.push({
          rule: 'DF004',
          line: lineOf(instruction),
          message: `${keyword} must use the exec (JSON) form`,
        });
      }
      if (keyword === 'WORKDIR' && !text.trim().startsWith('/')) {
        problems.push({ rule: 'DF008', line: lineOf(instruction), message: 'WORKDIR must be absolute' });
      }
      if (keyword === 'ENV' || keyword === 'ARG') {
        const names = text.split(/\s+/).map((pair) => pair.split('=')[0] ?? '');
        for (const name of names.filter((n) => secretName.test(n))) {
          problems.push({
            rule: 'DF007',
            line: lineOf(instruction),
            message: `${keyword} ${name} would bake a secret into the image`,
          });
        }
      }
      if (keyword === 'RUN') {
        for (const match of text.matchAll(/npm\s+(?:install|i)\s+(?:--global|-g)\s+([^&;|]+)/g)) {
          const packages = (match[1] ?? '').split(/\s+/).filter((p) => p && !p.startsWith('-'));
          for (const pkg of packages) {
            if (!/^"?(@?[^@\s"]+)@[^@\s"]+"?$/.test(pkg)) {
              problems.push({
                rule: 'DF006',
                line: lineOf(instruction),
                message: `pin the version of global npm package ${pkg}`,
              });
            }
          }
        }
        if (/npm\s+(install|i)\b(?![^&;|]*(-g|--global))/.test(text)) {
          problems.push({
            rule: 'DF006',
            line: lineOf(instruction),
            message: 'install project dependencies with `npm ci` (lockfile), not `npm install`',
          });
        }
        if (/apt-get\s+install/.test(text)) {
          if (!text.includes('--no-install-recommends')) {
            problems.push({
              rule: 'DF011',
              line: lineOf(instruction),
              message: 'apt-get install needs --no-install-recommends',
            });
          }
          if (!text.includes('rm -rf /var/lib/apt/lists')) {
            problems.push({
              rule: 'DF011',
              line: lineOf(instruction),
              message: 'remove /var/lib/apt/lists after apt-get install',
            });
          }
        }
      }
    }
  }

  for (const target of targetStages(stages)) {
    const chain = lineage(stages, target);
    const user = last(chain, 'USER');
    const userName = (user?.getArgumentsContent() ?? 'root').split(':')[0]?.trim();
    if (!user || userName === 'root' || userName === '0') {
      problems.push({
        rule: 'DF002',
        line: user ? lineOf(user) : 1,
        message: `target ${target.name} runs as root; add a non-root USER`,
      });
    }
    const healthcheck = last(chain, 'HEALTHCHECK');
    const oneShot = options.oneShotTargets?.includes(target.name) ?? false;
    if (!oneShot && (!healthcheck || /^NONE\b/i.test(healthcheck.getArgumentsContent() ?? ''))) {
      problems.push({ rule: 'DF005', line: 1, message: `target ${target.name} has no HEALTHCHECK` });
    }
    const expose = last([target], 'EXPOSE');
    const portEnv = last([target], 'ENV');
    const port = /PORT=(\d+)/.exec(portEnv?.getArgumentsContent() ?? '')?.[1];
    if (expose && port && (expose.getArgumentsContent() ?? '').trim().split('/')[0] !== port) {
      problems.push({
        rule: 'DF009',
        line: lineOf(expose),
        message: `target ${target.name} exposes ${expose.getArgumentsContent()} but listens on PORT=${port}`,
      });
    }
    const runtimeUser = userName ?? '';
    for (const stage of chain) {
      for (const instruction of stage.instructions.filter((i) => i.getKeyword() === 'COPY')) {
        const chown = flagValue(instruction, 'chown')?.split(':')[0];
        if (chown && (chown === runtimeUser || chown === '1000')) {
          problems.push({
            rule: 'DF010',
            line: lineOf(instruction),
            message: `COPY --chown=${chown} lets the runtime user rewrite application files`,
          });
        }
      }
    }
  }
  return problems;
}
