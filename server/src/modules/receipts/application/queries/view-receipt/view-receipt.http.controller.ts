import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { idOf } from '../../../interface/http/fields';
import { ReceiptErrors } from '../../errors';
import { ViewReceiptDto } from './view-receipt.dto';
import { ViewReceiptQuery } from './view-receipt.query';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('receipt')
export class ViewReceiptController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Post('view')
  @HttpCode(200)
  async view(@Body() dto: ViewReceiptDto) {
    const id = idOf(dto.id, ReceiptErrors.notFound);
    return { data: await this.queries.execute(new ViewReceiptQuery(id)) };
  }
}
