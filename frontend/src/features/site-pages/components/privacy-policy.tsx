import { paths } from '@/config/paths';
import { usDate, useSite } from '@/config/site';
import retention from '@/generated/retention.json';
import { Bullets, LegalPage, LegalSection, PageLink, Para, SupportLink } from './legal-page';

/**
 * The Privacy Policy (spec §2 'Static pages'), true of this code: what the stores keep and for how long (the figures
 * come from `generated/retention.json`, which a Rust test keeps equal to the code's constants), and which processors
 * see what. Analytics are described only when the site is configured with them.
 */
export function PrivacyPolicy() {
  const site = useSite();
  const brand = site.brandName;
  const analyticsOn = site.posthog !== null || site.googleAds !== null;
  const contact = <PageLink to={paths.contact.getHref()}>contact page</PageLink>;
  return (
    <LegalPage
      title="Privacy Policy"
      effectiveDate={usDate(site.privacyEffectiveDate)}
      intro={
        <Para>
          This policy explains what {brand} collects when you use the site, why, who else sees it, how long we keep
          it, and what you can ask of us. We keep the minimum the service needs, and your form data and documents expire
          with your code&apos;s window.
        </Para>
      }
    >
      <LegalSection title="1. What we collect">
        <Bullets
          items={[
            'Your order: the document type, business name, business type, state, industry, protection level, special clauses, custom instructions and, for other document types, your description and answers. It is kept with your document code so you can generate again or reuse it.',
            `Your document code, its credits (${retention.codeValidityDays} days of use) and the documents generated with it, with their review notes.`,
            'Your email address, which you give on the payment processor’s checkout page: we use it to email you your document code, and keep it with your code, and for as long, so we can find your purchase, send your active codes to it again when you ask under ‘Lost your code?’, and write to you when you use the money-back guarantee.',
            'Messages you send through the contact form: your name, email address, reason and message, delivered to our support mailbox.',
            'Reviews you leave on the download page: your rating, your feedback, the name you give (if any) and the type of document you reviewed. One review per document code: a new one replaces the old. It is stored without your document code.',
            'Your network address, to limit attempts: we keep it (for IPv6, the /64 network it belongs to) with a count of unknown codes and checkouts it tried, and hashed fingerprints of codes it has used, so nobody can guess codes.',
            'An advertising click identifier, if you arrived from an ad with one in the address: your browser keeps it 90 days, and a checkout sends it to our server, which keeps it with that checkout and its code so we can tell which ad led to a purchase.',
            `In your own browser: your document code and its attempt count, the advertising click identifier, and, during checkout, your order.${
              analyticsOn
                ? ' When our analytics are on for your visit (see section 4), also a random visitor identifier of the analytics service and the checkout sessions already reported. We set no cookies ourselves.'
                : ' We set no cookies.'
            }`,
          ]}
        />
      </LegalSection>

      <LegalSection title="2. How we use it">
        <Para>
          Only to provide the service: to take your payment, give and check your document code, draft your documents,
          let you download them again during your window, answer your messages, learn from your reviews, and protect the
          service from abuse. We do not sell your information or use it for advertising profiles.
        </Para>
      </LegalSection>

      <LegalSection title="3. AI providers">
        <Para>
          Your documents are drafted by our own clause library and, where we have configured one, by an AI provider
          (such as OpenAI or Anthropic, or a model server we run). When an AI provider drafts, your order (the details
          listed above, including custom instructions and answers) is sent to it for that purpose. This sharing is part
          of how the service works, and there is no opt-out other than not using it. Your payment details and email
          address are never sent to an AI provider.
        </Para>
      </LegalSection>

      <LegalSection title="4. Payment processor and other service providers">
        <Bullets
          items={[
            'Payment: you pay on our payment processor’s (Stripe’s) secure checkout page. Your card details go to the processor and never reach us; we learn only whether the payment succeeded, the checkout session’s identifier and the email address for your code.',
            'Email: your code email and contact-form messages are sent through our email provider (Amazon Simple Email Service).',
            'Hosting: our records, documents and logs are stored with our hosting provider (Amazon Web Services), encrypted at rest.',
          ]}
        />
        {analyticsOn ? (
          <Para>
            Analytics: this site counts page views and purchases with an analytics service
            {site.googleAds
              ? ', and reports purchases to our advertising provider (Google Ads) so we can tell which ads work; its tag may set its own cookies to link a purchase to the ad you clicked'
              : ''}
            . A purchase is reported once, with its amount, the checkout session&apos;s identifier, the advertising click
            identifier if you have one and only the first two characters of your document code. None of this is loaded
            or sent when your browser sends a Global Privacy Control or Do Not Track signal.
          </Para>
        ) : (
          <Para>This site uses no analytics service and no advertising trackers.</Para>
        )}
        {site.introVideoUrl ? (
          <Para>
            Video: the NDA page embeds a short video from a video-hosting service, which receives your browser&apos;s
            request for it.
          </Para>
        ) : null}
      </LegalSection>

      <LegalSection title="5. Your rights">
        <Para>
          You may ask to access, correct or delete the information we hold about you, or to receive it in a portable
          form. Write to us through our {contact}
          {site.supportEmail ? (
            <>
              {' '}
              or at <SupportLink email={site.supportEmail} contactHref={paths.contact.getHref()} />
            </>
          ) : null}{' '}
          with your document code if you have one. We answer within up to 45 days.
        </Para>
      </LegalSection>

      <LegalSection title="6. Security">
        <Para>
          The site is served only over encrypted connections. Our records and documents are encrypted at rest and
          reachable only by the service. Document codes are drawn from a secure random generator, checked on the
          server, and protected by limits on attempts. We never handle card numbers.
        </Para>
      </LegalSection>

      <LegalSection title="7. How long we keep it">
        <Bullets
          items={[
            `A paid code, its credits and the order kept with it: until the code expires, ${retention.codeValidityDays} days after payment. An unpaid order: ${retention.unpaidCodeHours} hours.`,
            `Generated documents, generation records (with the order they were drafted from) and checkout records: ${retention.jobAndDocumentDays} days, then deleted. The advertising click identifier is kept with the checkout record and with your code, and deleted with them.`,
            `Attempt counts for your network address are forgotten ${retention.attemptCountHours} hours after the last attempt; the record itself, with the fingerprints of codes you used, is deleted at most ${retention.rateLimitRecordDays} days after your last visit.`,
            `Service logs, which record requests but not your codes or what you typed: ${retention.logDays} days.`,
            'Contact-form messages: in our support mailbox until we no longer need them to help you.',
            `Reviews: ${retention.reviewDays} days after you last submitted one, then deleted.`,
          ]}
        />
      </LegalSection>

      <LegalSection title="8. Breach notification">
        <Para>
          If a security breach affects your information, we will tell you and the authorities that must be told,
          without undue delay and as the law requires, with what happened and what you can do.
        </Para>
      </LegalSection>

      <LegalSection title="9. Changes to this policy">
        <Para>
          We will post any change to this policy on this page at least 30 days before it takes effect, with its new
          effective date.
        </Para>
      </LegalSection>

      <LegalSection title="10. Contact">
        <Para>
          Questions or requests about your data: use our {contact}.
          {site.postalAddress ? ` Postal address: ${brand}, ${site.postalAddress}.` : ''}
        </Para>
      </LegalSection>
    </LegalPage>
  );
}
