/** The public page a parent's e-mail links to (`?token=` names the contact and the student). */
export const PARENT_PATHS = { unsubscribe: '/parents/unsubscribe' } as const;
