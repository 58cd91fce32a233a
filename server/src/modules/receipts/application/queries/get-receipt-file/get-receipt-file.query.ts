import { Query } from '@nestjs/cqrs';
import type { UploadedImage } from '../../../../../platform';

/** A receipt's image, to its owner and to admins only (404 to anyone else: its existence is not told). */
export class GetReceiptFileQuery extends Query<UploadedImage> {
  constructor(
    readonly name: string,
    readonly viewerId: string,
    readonly viewerIsAdmin: boolean,
  ) {
    super();
  }
}
