import type { AppRoute } from '../../app/router/types.ts';

export const routes: AppRoute[] = [];
