// Two-letter avatar text from the stored name (or the email when no name is stored).
export function initialsFor(name: string | null, email: string | null): string {
  const source = name?.trim() || email?.split('@')[0]?.trim() || '';
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}` : source.slice(0, 2);
  return letters.toUpperCase() || '?';
}
