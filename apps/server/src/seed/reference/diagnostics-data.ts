import type { DiagnosticDef } from './diagnostic-def.ts';
import { GCSE_ENGLISH } from './diagnostic-gcse-english.ts';
import { GCSE_MATHS } from './diagnostic-gcse-maths.ts';
import { TH_M3_MATHS } from './diagnostic-th-m3-maths.ts';

/**
 * The reference diagnostics, in catalogue order. Codes are never reused: the first versions (`gcse-maths`,
 * `gcse-english-language`, whose right answer was always first) were retired by migration 0029.
 */
export const DIAGNOSTICS: DiagnosticDef[] = [GCSE_MATHS, GCSE_ENGLISH, TH_M3_MATHS];
