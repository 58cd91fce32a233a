import { PaymentListDto } from '../../../interface/http/payment-list.dto';

/** GET admin/loan-requests/fetch-all?search=&page=&perPage=; the search also takes an amount ('$100'). */
export class ListLoanRequestsDto extends PaymentListDto {}
