import { PrivacyPolicy } from '@/features/site-pages/components/privacy-policy';

export function PrivacyRoute() {
  return <PrivacyPolicy />;
}
