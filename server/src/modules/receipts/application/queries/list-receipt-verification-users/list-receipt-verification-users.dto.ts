import { PaymentListDto } from '../../../interface/http/payment-list.dto';

/** GET admin/user/receipt-verification-users?search=&page=&perPage= */
export class ListReceiptVerificationUsersDto extends PaymentListDto {}
