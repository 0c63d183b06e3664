// /pages/:slug: any site page, the seeded ones included, under one address (issue 41).
import { useParams } from 'react-router-dom';
import SitePage from './site-page.page';

export default function SitePageRoute() {
  const slug = useParams().slug ?? '';
  return <SitePage key={slug} slug={slug} />;
}
