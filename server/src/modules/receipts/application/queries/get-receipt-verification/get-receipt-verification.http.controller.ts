import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { idOf, userNotFound } from '../../../interface/http/fields';
import { GetReceiptVerificationDto } from './get-receipt-verification.dto';
import { GetReceiptVerificationQuery } from './get-receipt-verification.query';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('admin/user')
export class GetReceiptVerificationController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Post('receipt-verification')
  @HttpCode(200)
  async verification(@Body() dto: GetReceiptVerificationDto) {
    const memberId = idOf(dto.id, userNotFound);
    return { data: await this.queries.execute(new GetReceiptVerificationQuery(memberId)) };
  }
}
