import { PolicyDocument } from '../components/policy-document';

/** The spec's 'Cancellation and Refund Policy': cancel within 72 hours, refunded within 72 hours. */
export const RefundPolicyPage = () => <PolicyDocument name="refund" />;
