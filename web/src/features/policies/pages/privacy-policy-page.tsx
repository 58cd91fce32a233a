import { PolicyDocument } from '../components/policy-document';

export const PrivacyPolicyPage = () => <PolicyDocument name="privacy" />;
