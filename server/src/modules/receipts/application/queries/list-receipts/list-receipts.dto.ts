import { PaymentListDto } from '../../../interface/http/payment-list.dto';

/** GET receipt/fetch-all?search=&page=&perPage= */
export class ListReceiptsDto extends PaymentListDto {}
