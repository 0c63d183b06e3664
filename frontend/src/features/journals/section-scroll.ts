// In-page navigation of the journal pages: smooth scroll to a section, leaving room for the sticky bars.
import { scrollBehavior } from '../../components/ui/timing.hooks';

/** Header (70 px) plus the sticky section nav: the section title lands just below both. */
export const SECTION_SCROLL_OFFSET_PX = 115;

export const JOURNAL_SECTIONS = [
  { id: 'about-us', label: 'About Us' },
  { id: 'editorial-board', label: 'Editorial Board' },
  { id: 'aim-and-scope', label: 'Aim & Scope' },
] as const;

export type JournalSectionId = (typeof JOURNAL_SECTIONS)[number]['id'];

export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() });
}
