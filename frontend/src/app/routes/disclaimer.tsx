import { LegalDisclaimer } from '@/features/site-pages/components/legal-disclaimer';

export function DisclaimerRoute() {
  return <LegalDisclaimer />;
}
