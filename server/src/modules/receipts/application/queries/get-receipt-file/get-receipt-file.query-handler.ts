import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Uploads, type UploadedImage } from '../../../../../platform';
import { ReceiptsRepository } from '../../../infrastructure/receipts.repository';
import { ReceiptErrors } from '../../errors';
import { RECEIPT_RULES } from '../../receipt-files';
import { GetReceiptFileQuery } from './get-receipt-file.query';

@QueryHandler(GetReceiptFileQuery)
export class GetReceiptFileHandler implements IQueryHandler<GetReceiptFileQuery> {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly uploads: Uploads,
  ) {}

  async execute({ name, viewerId, viewerIsAdmin }: GetReceiptFileQuery): Promise<UploadedImage> {
    if (!/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) throw ReceiptErrors.fileNotFound();
    const owner = await this.receipts.fileOwner(name);
    if (!owner || (owner !== viewerId && !viewerIsAdmin)) throw ReceiptErrors.fileNotFound();
    const image = await this.uploads.servable(name, RECEIPT_RULES);
    if (!image) throw ReceiptErrors.fileNotFound();
    return image;
  }
}
