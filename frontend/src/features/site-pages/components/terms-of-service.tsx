import { paths } from '@/config/paths';
import { usDate, useSite } from '@/config/site';
import { Bullets, LegalPage, LegalSection, PageLink, Para, SupportLink } from './legal-page';

/** Terms of Service (spec §2 'Static pages'): scope to contact, with the configured county, dates and addresses. */
export function TermsOfService() {
  const site = useSite();
  const brand = site.brandName;
  const venue = site.arbitrationCounty ? `${site.arbitrationCounty} County, Texas` : 'the State of Texas';
  return (
    <LegalPage
      title="Terms of Service"
      effectiveDate={usDate(site.termsEffectiveDate)}
      intro={
        <Para>
          These terms govern your use of {brand} (&quot;we&quot;, &quot;us&quot;), its website and the documents it
          drafts. By using the site or buying document credits you accept them. Please also read our{' '}
          <PageLink to={paths.privacyPolicy.getHref()}>Privacy Policy</PageLink>.
        </Para>
      }
    >
      <LegalSection title="1. Scope of the service">
        <Para>
          {brand} drafts business legal documents (non-disclosure agreements, terms of service, privacy policies,
          freelance and employment agreements, and other types in beta) from the details you enter, for the US state
          and industry you choose, and delivers them as editable Word (.docx) files with review notes. Drafting is
          automated: by our own clause library, and by an AI provider where we have configured one.
        </Para>
        <Para>
          {brand} is not a law firm. We do not give legal advice, and using the service creates no attorney-client
          relationship. Documents are informational drafts that a qualified attorney should review before you rely on
          them.
        </Para>
      </LegalSection>

      <LegalSection title="2. Your obligations">
        <Bullets
          items={[
            'Give accurate information, and only information you have the right to share.',
            'Use the service and its documents only for lawful purposes, and review each document before you sign, send or publish it.',
            'Keep your document code safe: anyone who holds it can use its credits and download its documents.',
            'Do not try to guess codes, get around the limits on attempts, overload the service, or copy it by automated means.',
          ]}
        />
      </LegalSection>

      <LegalSection title="3. Payment terms">
        <Para>
          Access costs {site.price}, paid once by card through our payment processor&apos;s secure checkout: no
          subscription, no tiers, no hidden fees. A payment gives a document code with {site.creditsPerPurchase}{' '}
          document credits, valid for {site.validityDays} days from payment. Each generation uses one credit, including
          a revised version of a document; a generation that fails gives its credit back. Unused credits expire with
          the code and are not refunded separately.
        </Para>
        <Para>
          30-day money-back guarantee: within {site.validityDays} days of your purchase you may ask for a full refund
          by writing to <SupportLink email={site.supportEmail} contactHref={paths.contact.getHref()} /> with the subject
          &quot;Refund Request&quot;, your order ID (your document code), the document type and the reason. Refunds go
          back to the card you paid with.
        </Para>
      </LegalSection>

      <LegalSection title="4. Intellectual property">
        <Para>
          The documents generated for you are yours to use, edit and keep for your business. The website, its software,
          our clause library and templates, and the {brand} name remain ours; you may not copy or resell them, or
          offer the service&apos;s output as a document-drafting service of your own.
        </Para>
      </LegalSection>

      <LegalSection title="5. Data protection">
        <Para>
          We collect only what the service needs, keep it only for your code&apos;s window, and never see your card
          details. What we collect, who processes it, how long we keep it and your rights are set out in our{' '}
          <PageLink to={paths.privacyPolicy.getHref()}>Privacy Policy</PageLink>.
        </Para>
      </LegalSection>

      <LegalSection title="6. Limitation of liability">
        <Para>
          To the fullest extent the law allows, {brand} is not liable for indirect, incidental, special, consequential
          or punitive damages, or for lost profits, revenue or data, arising from the service or its documents. Our
          total liability for any claim is capped at the amount you paid us in the twelve months before the event
          giving rise to the claim.
        </Para>
      </LegalSection>

      <LegalSection title="7. Disclaimers">
        <Para>
          The service and its documents are provided &quot;as is&quot; and &quot;as available&quot;, without
          warranties of any kind, express or implied, including fitness for a particular purpose, accuracy or
          enforceability. Laws change and differ by state and situation; a document drafted for your state may still
          not fit your facts. See our <PageLink to={paths.disclaimer.getHref()}>Legal Disclaimer</PageLink>.
        </Para>
      </LegalSection>

      <LegalSection title="8. Governing law and arbitration">
        <Para>
          These terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any
          dispute arising from these terms or the service will be resolved by binding arbitration held in {venue},
          under Texas law, by a single arbitrator, except that either party may bring a claim in small-claims court if
          it qualifies. Claims are brought individually, not as part of a class.
        </Para>
      </LegalSection>

      <LegalSection title="9. Termination">
        <Para>
          You may stop using the service at any time. We may suspend or end access for a code or an address that
          breaks these terms (for example, by guessing codes or abusing the service). Access under a code ends when it
          expires; sections 4, 6, 7 and 8 survive termination.
        </Para>
      </LegalSection>

      <LegalSection title="10. Force majeure">
        <Para>
          We are not responsible for delays or failures caused by events beyond our reasonable control, such as
          outages of hosting, payment, email or AI providers, network failures, natural disasters or acts of
          government.
        </Para>
      </LegalSection>

      <LegalSection title="11. Miscellaneous">
        <Para>
          These terms and the Privacy Policy are the whole agreement between you and {brand} about the service. If a
          provision is found unenforceable, the rest remains in effect. Not enforcing a provision is not a waiver of
          it. You may not transfer your rights under these terms; we may transfer ours with the service. We may update
          these terms; the version and effective date on this page apply from that date.
        </Para>
      </LegalSection>

      <LegalSection title="12. Contact">
        <Para>
          Questions about these terms: use our <PageLink to={paths.contact.getHref()}>contact page</PageLink>
          {site.supportEmail ? (
            <>
              {' '}
              or write to <SupportLink email={site.supportEmail} contactHref={paths.contact.getHref()} />
            </>
          ) : null}
          .{site.postalAddress ? ` Postal address: ${brand}, ${site.postalAddress}.` : ''}
        </Para>
      </LegalSection>
    </LegalPage>
  );
}
