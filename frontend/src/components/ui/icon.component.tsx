// Small stroke icons drawn inline, so pictograms look the same on every system (no emoji font needed). The
// drawings are an asset (icons.svg, one <symbol> a name) that Vite bundles as a string (`?raw`); each icon is an
// inline <svg> with its symbol's content, styled by the text colour around it.
import sprite from './icons.svg?raw';

export type IconName =
  | 'search'
  | 'unlock'
  | 'pen'
  | 'chart'
  | 'star'
  | 'compass'
  | 'columns'
  | 'image'
  | 'check'
  | 'cross'
  | 'bridge'
  | 'gear'
  | 'chip'
  | 'bolt'
  | 'code'
  | 'flask'
  | 'network'
  | 'scales'
  | 'cap'
  | 'bars'
  | 'book'
  | 'dna'
  | 'globe'
  | 'medical'
  | 'palette'
  | 'calculator'
  | 'document';

/** Each icon's drawing: the content of its <symbol> in icons.svg. */
const DRAWINGS: ReadonlyMap<string, string> = new Map(
  [...sprite.matchAll(/<symbol id="([a-z-]+)"[^>]*>([\s\S]*?)<\/symbol>/g)].map(([, name, drawing]) => [
    name ?? '',
    (drawing ?? '').replace(/>\s+</g, '><').trim(),
  ]),
);

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative: hidden from assistive technology; put the meaning in nearby text. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // Our own build-time asset, not user content.
      dangerouslySetInnerHTML={{ __html: DRAWINGS.get(name) ?? '' }}
    />
  );
}
