import { AboutUs } from '@/features/site-pages/components/about-us';

export function AboutRoute() {
  return <AboutUs />;
}
