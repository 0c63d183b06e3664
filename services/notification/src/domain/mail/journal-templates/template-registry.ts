import type { RenderableMail } from '../../../repositories/mail-job';
import type { TemplateContext } from '../templates/template.types';
import type { TemplateScope } from './customizable-kind';
import { CUSTOMIZABLE_KINDS, type AnyCustomizableKind } from './customizable-kinds';
import { discussionMessage, type PendingKind } from './kinds/discussion-message.kind';

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
  /** Whether the kind's built-in template renders its mails when nobody reworded them. */
  builtIn: boolean;
  matches(job: RenderableMail): boolean;
  values(job: RenderableMail, ctx: TemplateContext): Record<string, string>;
  sample: RenderableMail;
}

/**
 * Keys whose mail kind arrives with another change (issue 42): listed and worded now; an entry of the
 * same kind in CUSTOMIZABLE_KINDS, once merged, takes its place.
 */
const PENDING_KINDS: readonly PendingKind[] = [discussionMessage];

function fromKind(k: AnyCustomizableKind): TemplateDefinition {
  return {
    key: k.key ?? k.kind,
    kind: k.kind,
    scope: k.scope ?? 'journal',
    subject: k.subject,
    body: k.body,
    placeholders: k.placeholders,
    required: k.required ?? [],
    builtIn: true,
    matches: (job) => job.kind === k.kind && (k.matches?.(job) ?? true),
    values: (job, ctx) => k.values(job, ctx),
    sample: k.sample,
  };
}

function fromPending(k: PendingKind): TemplateDefinition {
  return {
    key: k.key,
    kind: k.kind,
    scope: 'journal',
    subject: k.subject,
    body: k.body,
    placeholders: k.placeholders,
    required: [],
    builtIn: false,
    matches: (job) => (job.kind as string) === k.kind,
    values: (job, ctx) => k.values(job as unknown as Record<string, unknown>, ctx),
    sample: k.sample as unknown as RenderableMail,
  };
}

const REGISTERED = (CUSTOMIZABLE_KINDS as readonly AnyCustomizableKind[]).map(fromKind);
const DEFINITIONS: readonly TemplateDefinition[] = [
  ...REGISTERED,
  ...PENDING_KINDS.filter((p) => !REGISTERED.some((r) => r.kind === p.kind || r.key === p.key)).map(
    fromPending,
  ),
];

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
