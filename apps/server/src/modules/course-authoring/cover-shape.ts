import { COVER_SHAPE, MSG } from '@kru/contract';
import { AppError } from '../../platform/errors.ts';
import type { ImageSize } from '../files/index.ts';

/**
 * Why an uploaded cover of this pixel size cannot be shown on the course card (422 on `cover_file`), or null when
 * it can: it is the card's shape (within rounding) and wide enough to stay sharp. An image whose size cannot be
 * read is refused as not of the shape.
 */
export function coverShapeProblem(size: ImageSize | null): AppError | null {
  const shape = `${COVER_SHAPE.width}:${COVER_SHAPE.height}`;
  if (!size) return AppError.invalid('cover_file', MSG.coverWrongShape, { shape });
  const ratio = size.width / size.height / (COVER_SHAPE.width / COVER_SHAPE.height);
  if (Math.abs(ratio - 1) > COVER_SHAPE.tolerance) {
    return AppError.invalid('cover_file', MSG.coverWrongShape, { shape });
  }
  if (size.width < COVER_SHAPE.minWidth) {
    return AppError.invalid('cover_file', MSG.coverTooSmall, { min: COVER_SHAPE.minWidth });
  }
  return null;
}
