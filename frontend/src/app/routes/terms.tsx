import { TermsOfService } from '@/features/site-pages/components/terms-of-service';

export function TermsRoute() {
  return <TermsOfService />;
}
