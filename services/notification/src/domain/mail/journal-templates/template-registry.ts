import type { RenderableMail } from '../../../repositories/mail-job';
import type { TemplateContext } from '../templates/template.types';
import type { TemplateScope } from './customizable-kind';
import { CUSTOMIZABLE_KINDS, type AnyCustomizableKind } from './customizable-kinds';

/** A template as the API and the renderer see it: its key, whose it is, its default text and variables. */
export interface TemplateDefinition {
  key: string;
  /** The internal mail kind it words (several templates may share one, told apart by `matches`). */
  kind: string;
  scope: TemplateScope;
  subject: string;
  body: string;
  placeholders: readonly string[];
  required: readonly string[];
  matches(job: RenderableMail): boolean;
  values(job: RenderableMail, ctx: TemplateContext): Record<string, string>;
  sample: RenderableMail;
}

function fromKind(k: AnyCustomizableKind): TemplateDefinition {
  return {
    key: k.key ?? k.kind,
    kind: k.kind,
    scope: k.scope ?? 'journal',
    subject: k.subject,
    body: k.body,
    placeholders: k.placeholders,
    required: k.required ?? [],
    matches: (job) => job.kind === k.kind && (k.matches?.(job) ?? true),
    values: (job, ctx) => k.values(job, ctx),
    sample: k.sample,
  };
}

const DEFINITIONS: readonly TemplateDefinition[] = (CUSTOMIZABLE_KINDS as readonly AnyCustomizableKind[]).map(
  fromKind,
);

/** Every template of a scope, in the order the screen lists them. */
export function templateDefinitions(scope: TemplateScope): TemplateDefinition[] {
  return DEFINITIONS.filter((d) => d.scope === scope);
}

/** The template of a key; a kind's name still finds its only template (the names issue 29's API used). */
export function templateByKey(scope: TemplateScope, keyOrKind: string): TemplateDefinition | undefined {
  const inScope = templateDefinitions(scope);
  const byKey = inScope.find((d) => d.key === keyOrKind);
  if (byKey) return byKey;
  const byKind = inScope.filter((d) => d.kind === keyOrKind);
  return byKind.length === 1 ? byKind[0] : undefined;
}

/** The template that words this mail, if any. */
export function templateForMail(job: RenderableMail): TemplateDefinition | undefined {
  return DEFINITIONS.find((d) => d.matches(job));
}
