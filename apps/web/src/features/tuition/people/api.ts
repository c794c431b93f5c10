import type { tutorStudentDetailResponse, tutorStudentSchema } from '@kru/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camelized } from '../../../app/api/case.ts';
import { api } from '../../../app/api/client.ts';
import { tuitionKeys } from '../api.ts';

export type TutorStudent = Camelized<z.infer<typeof tutorStudentSchema>>;
export type TutorStudentDetail = Camelized<z.infer<typeof tutorStudentDetailResponse>['data']>;

/** `GET /tutoring/students`: the tutor's students. */
export function useMyStudents() {
  return useQuery({
    queryKey: [...tuitionKeys.people, 'students'],
    queryFn: ({ signal }) => api.get<TutorStudent[]>('/tutoring/students', { signal, silent: true }),
  });
}

/** `GET /tutoring/students/{id}`: one student with their sessions with this tutor. */
export function useMyStudent(studentId: number | null) {
  return useQuery({
    queryKey: [...tuitionKeys.people, 'student', studentId],
    queryFn: ({ signal }) =>
      api.get<TutorStudentDetail>(`/tutoring/students/${studentId}`, { signal, silent: true }),
    enabled: studentId !== null,
  });
}
