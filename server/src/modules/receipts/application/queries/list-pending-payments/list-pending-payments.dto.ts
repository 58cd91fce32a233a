import { PaymentListDto } from '../../../interface/http/payment-list.dto';

/** GET admin/user/pending-payments?search=&page=&perPage= */
export class ListPendingPaymentsDto extends PaymentListDto {}
