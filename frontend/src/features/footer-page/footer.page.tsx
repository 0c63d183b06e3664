// /footer: the site footer on its own, outside the common layout. The page shows nothing but the footer;
// a main landmark with a visually hidden heading still tells assistive technology what the page is.
import { Footer } from '../../components/layout/footer.component';
import { useSiteSettings } from '../../api/site.api';

export default function FooterPage() {
  const { name } = useSiteSettings();
  return (
    <div className="footer-page">
      <main aria-labelledby="footer-page-title">
        <h1 id="footer-page-title" className="visually-hidden">
          {name} site footer
        </h1>
      </main>
      <Footer />
    </div>
  );
}
