import { PolicyDocument } from '../components/policy-document';

/** The spec's 'Fulfillment Policy': every transaction fulfilled within 72 hours. */
export const FulfillmentPolicyPage = () => <PolicyDocument name="fulfillment" />;
