import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../../../app/session/index.ts';
import { type SectionRef, useTakeSectionQuietly, useViewSection } from '../../courses/api.ts';

/**
 * What the reader does by itself for a student in an open section: records it as the latest viewed (once per
 * section), and gives `markTaken` for the moments that count it done without "Mark as done" (read to the end, a
 * file opened). Nothing for tutors and admins (the server answers them 403), nor for a locked section.
 */
export function useSectionProgress(sectionRef: SectionRef) {
  const isStudent = useSession().user?.role === 'student';
  const active = isStudent && !sectionRef.isLocked;
  const { mutate: view } = useViewSection();
  const { mutate: take } = useTakeSectionQuietly();
  const taken = useRef(sectionRef.isDone);

  useEffect(() => {
    if (active) view(sectionRef.id);
  }, [active, sectionRef.id, view]);

  const markTaken = useCallback(() => {
    if (!active || taken.current) return;
    taken.current = true;
    take(sectionRef.id);
  }, [active, sectionRef.id, take]);

  return { tracking: active, markTaken };
}
