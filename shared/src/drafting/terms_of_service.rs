//! Terms of Service: clickwrap terms between the business and its users, in "we" and "you" voice. Subscription
//! terms are written to meet the strictest automatic-renewal law (California's); the consumer notices a state
//! requires are carried for its residents. The spec's signature rule gives the title a signature block, which
//! records acceptance where a customer signs a copy; online users accept by clickwrap.

use super::clauses::{custom, data, notice, parties, Roles};
use super::model::{clause, p, Clause, DraftDocument, Paragraph, Section, BLANK};
use super::notes::Notes;
use super::order::Ctx;
use super::rules::{auto_renewal, consumer_notice, federal, non_compete};
use crate::domain::SpecialClause;

const TITLE: &str = "Terms of Service";

/// Who signs a copy, when one is signed.
pub(super) const ROLES: Roles = Roles {
    owner: "Company",
    other: "Customer",
    purpose: "the use of the Services",
    doc: "Terms",
    end: "these Terms end",
    during: "the term of these Terms",
    it: "it",
    its: "its",
    parties_defined: false,
    other_may_be_individual: true,
};

pub(crate) fn draft(ctx: &Ctx, notes: &mut Notes) -> DraftDocument {
    let name = ctx.state_name();
    let arbitration = ctx.has(SpecialClause::ArbitrationProvision);
    let subscription = ctx.describes_subscription();
    record_requirements(ctx, notes);

    let mut preamble = vec![
        ctx.party_block(Paragraph::marked("These Terms of Service (these “**Terms**”) are an agreement between "))
            .and_marked(" (“**Company**,” “**we**,” “**us**” or “**our**”) and you, the person or organization using our websites, applications, products and services (together, the “**Services**”)."),
        Paragraph::marked("Last updated: ").and_plain(BLANK),
    ];
    if subscription {
        preamble.push(p("**Subscriptions renew automatically. If you buy a subscription, you will be charged the subscription price for each renewal term until you cancel. You can cancel at any time online, as the Purchases, Subscriptions and Automatic Renewal section explains.**"));
    }
    if arbitration {
        preamble.push(p("**Please read these Terms carefully. They include an agreement to resolve disputes by individual arbitration rather than in court, with a right to opt out, as described in the Dispute Resolution section.**"));
    }

    let mut sections = vec![
        Section::new("Acceptance of These Terms", acceptance(ctx, notes)),
        Section::new("Accounts", vec![
            clause("Registration", vec![p("Some Services require an account. You agree to give accurate and complete information when you register and to keep it current. You may not create an account for anyone else without their permission, or hold more than one account unless we allow it.")]),
            clause("Account Security", vec![p("You are responsible for keeping your login credentials secure and for everything done through your account. Tell us promptly, using the contact details at the end of these Terms, if you believe your account has been used without your permission. We are not responsible for losses caused by someone else using your credentials without our fault.")]),
        ]),
        Section::new("Acceptable Use", vec![
            clause("Rules of Use", vec![
                p("You will use the Services only as these Terms and the law allow. You will not:"),
                p("(a) break any law or infringe anyone's rights, including intellectual property and privacy rights;"),
                p("(b) upload or send anything unlawful, harmful, threatening, harassing, defamatory, obscene or misleading;"),
                p("(c) upload viruses or other harmful code, or interfere with or disrupt the Services or the systems that provide them;"),
                p("(d) try to gain unauthorized access to the Services, other accounts, or related systems or networks;"),
                p("(e) use automated means to access or collect data from the Services except through interfaces we provide for that purpose;"),
                p("(f) impersonate anyone or misrepresent your connection with anyone;"),
                p("(g) send spam or other unsolicited messages through the Services; or"),
                p("(h) help anyone else do any of these things."),
            ]),
            clause("Enforcement", vec![p("We may investigate suspected breaches of these Terms and may remove content, limit features, or suspend or close accounts as reasonably needed to address them. We may report suspected unlawful conduct to the appropriate authorities and cooperate with them as the law allows.")]),
        ]),
        Section::new("Purchases, Subscriptions and Automatic Renewal", purchases(subscription)),
        Section::new("Intellectual Property", intellectual_property(ctx, notes)),
        Section::new("User Content and Copyright Complaints", user_content()),
        Section::new("Third-Party Services", vec![Clause::new(None, vec![p("The Services may link to or work with websites, products or services that we do not control. We are not responsible for them, and your use of them is governed by their own terms and privacy policies.")])]),
    ];

    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        notes.adapted("Enhanced confidentiality: users must keep non-public information (beta features, pricing, documentation marked confidential) confidential.");
        sections.push(Section::new("Confidential Information", vec![
            clause("Non-Public Information", vec![
                p("We may give you access to information that is not public, such as beta features, pricing, product plans or documentation marked confidential (“**Confidential Information**”). You will use Confidential Information only to use the Services, will not disclose it to anyone except your personnel who need it for that purpose and are bound to keep it confidential, and will protect it with at least reasonable care. When we ask, you will delete or return it."),
                p("Confidential Information does not include information that is or becomes public through no fault of yours, that you already knew without a duty of confidentiality, that you develop independently, or that you rightfully receive from someone else without restriction. Nothing in these Terms stops you from reporting possible violations of law to a government agency, testifying truthfully, or making any other disclosure the law protects."),
            ]),
        ]));
    }

    sections.push(Section::new("Privacy and Security", privacy_and_security(ctx, notes)));

    let mut disclaimers = vec![clause("No Warranties", vec![p("TO THE FULLEST EXTENT THE LAW ALLOWS, THE SERVICES ARE PROVIDED “AS IS” AND “AS AVAILABLE,” WITHOUT WARRANTIES OF ANY KIND, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT. WE DO NOT PROMISE THAT THE SERVICES WILL BE UNINTERRUPTED, ERROR-FREE OR SECURE, OR THAT ANY CONTENT IS ACCURATE. SOME STATES DO NOT ALLOW THE EXCLUSION OF IMPLIED WARRANTIES, SO SOME OF THESE EXCLUSIONS MAY NOT APPLY TO YOU.")])];
    if let Some(terms) = ctx.profile().and_then(|p| p.terms) {
        disclaimers.push(clause("Nature of the Services", vec![p(terms)]));
        notes.adapted(format!("{} industry disclaimer added.", ctx.industry()));
    }
    sections.push(Section::new("Disclaimers", disclaimers));

    sections.push(Section::new("Limitation of Liability", vec![Clause::new(None, vec![
        p("TO THE FULLEST EXTENT THE LAW ALLOWS, NEITHER WE NOR OUR AFFILIATES, OFFICERS, EMPLOYEES OR SUPPLIERS WILL BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, DATA OR GOODWILL, ARISING OUT OF OR RELATING TO THE SERVICES OR THESE TERMS, EVEN IF WE WERE ADVISED OF THEIR POSSIBILITY. OUR TOTAL LIABILITY FOR ALL CLAIMS RELATING TO THE SERVICES OR THESE TERMS WILL NOT EXCEED THE GREATER OF THE AMOUNT YOU PAID US FOR THE SERVICES IN THE TWELVE (12) MONTHS BEFORE THE EVENT GIVING RISE TO THE CLAIM OR ONE HUNDRED U.S. DOLLARS (US$100)."),
        p("These limits do not apply to liability that cannot be limited by law, such as for fraud, gross negligence, willful misconduct, or death or personal injury caused by negligence, and some states do not allow them, so they may not apply to you."),
    ])]));

    sections.push(Section::new("Indemnification", vec![Clause::new(None, vec![p("To the extent the law allows, you will defend, indemnify and hold harmless us and our affiliates, officers and employees from any claim, loss, liability or expense, including reasonable attorneys' fees, arising out of your content, your use of the Services in breach of these Terms, or your violation of any law or anyone's rights. This does not apply to consumers where the law does not allow it.")])]));

    sections.push(Section::new("Dispute Resolution", disputes(ctx, arbitration, notes)));

    let mut changes = vec![
        clause("Changes to the Services", vec![p("We may change, suspend or discontinue any part of the Services. If a change materially reduces paid Services you have already paid for, we will give you a pro-rata refund or credit for the affected period.")]),
        clause("Changes to These Terms", vec![p("We may update these Terms. We will post the updated Terms with a new “Last updated” date and, for material changes, give you at least thirty (30) days' notice by email or through the Services before they take effect. If you keep using the Services after the changes take effect, you accept them; if you do not agree, you may stop using the Services and close your account. Changes do not apply to a dispute of which we had notice before the change.")]),
    ];
    changes.extend(termination(ctx, notes));
    sections.push(Section::new("Changes and Termination", changes));

    if ctx.has(SpecialClause::NonCompete) {
        sections.push(Section::new("No Competitive Use", vec![clause("Competitive Use", vec![p("You will not access or use the Services to build or help build a competing product or service, to copy their features, design or content, or to publish benchmarks or comparisons without our written consent. This clause limits how you use the Services only; it does not stop you from working in any lawful trade or business.")])]));
        let position = non_compete::position(ctx.state());
        notes.adapted("Non-compete selected: for terms of service this becomes a no-competitive-use restriction on the Services, not a covenant not to compete.");
        notes.review(format!("No-competitive-use clause: it restricts use of the Services only. {name} non-compete rule: {} ({}); confirm the clause is not read as a restraint of trade.", position.note.as_of(ctx.as_of), position.citation));
    }

    sections.push(Section::new(
        "Notices to State Residents",
        consumer_notice::CONSUMER_NOTICES
            .iter()
            .map(|row| clause(&format!("{} Residents", row.state.name()), vec![p(row.text)]))
            .collect(),
    ));

    sections.extend(custom::section(&ctx.request.custom_instructions, "The following additional terms also apply to your use of the Services and control if they conflict with any other part of these Terms:", notes));

    sections.push(Section::new("General", vec![
        clause("Entire Agreement", vec![p("These Terms, with our Privacy Policy and any terms shown to you at purchase, are the entire agreement between you and us about the Services.")]),
        clause("Severability and Waiver", vec![p("If any part of these Terms is held unenforceable, it will be enforced to the maximum extent allowed and the rest stays in effect. Our failure to enforce a provision is not a waiver of it.")]),
        clause("Assignment", vec![p("You may not assign these Terms without our written consent. We may assign them to an affiliate or to a successor to our business.")]),
        clause("Events Beyond Our Control", vec![p("We are not responsible for delays or failures caused by events beyond our reasonable control, such as natural disasters, outages of third-party networks, labor disputes or acts of government.")]),
        clause("Electronic Communications", vec![p("You agree that we may send notices and other communications to you electronically, by email or through the Services, and that they satisfy any requirement that they be in writing. You may ask for a paper copy of these Terms using the contact details below.")]),
    ]));

    sections.push(notice::contact_section(
        "Contact Us",
        "Questions, complaints and notices about these Terms or the Services may be sent to us at:",
        &["Email", "Toll-free telephone", "Mailing address"],
    ));

    DraftDocument {
        title: TITLE.into(),
        preamble,
        sections,
        signature_parties: parties::signature_parties(ctx, &ROLES),
    }
}

fn acceptance(ctx: &Ctx, notes: &mut Notes) -> Vec<Clause> {
    let eligibility = if ctx.may_reach_children() {
        notes.law(
            federal::COPPA,
            "the Services may reach children, so children under 13 may use them only with verifiable parental consent",
        );
        notes.adapted("Eligibility adapted for services that may reach children: minors use the Services with a parent's involvement, and children under 13 only with verifiable parental (or school) consent.");
        "You must be at least eighteen (18) years old, or the age of majority where you live if higher, to accept these Terms yourself. A younger person may use the Services only with the involvement of a parent or legal guardian who accepts these Terms for them and is responsible for their use. A child under thirteen (13) may use the Services only after a parent, or a school acting with the parent's authority where the law allows, has given the consent the Children's Online Privacy Protection Act requires, as our Privacy Policy explains."
    } else {
        "You must be at least eighteen (18) years old, or the age of majority where you live if higher, to use the Services, unless a parent or legal guardian accepts these Terms for you and supervises your use. The Services are not directed to children under thirteen (13), and they may not use them."
    };
    vec![
        clause("Agreement", vec![p("We ask you to accept these Terms by checking a box or clicking a button that states you accept them, shown next to a link to these Terms, when you create an account or make a purchase. By doing so, or by using the Services after these Terms have been presented to you, you agree to these Terms and acknowledge our Privacy Policy. If you do not agree, do not use the Services.")]),
        clause("Eligibility", vec![p(eligibility)]),
        clause("Organizations", vec![p("If you accept these Terms for a company or other organization, you confirm that you have authority to bind it, and “you” includes that organization.")]),
        clause("Signed Copies", vec![p("If you and we both sign a copy of these Terms, for example for a business account or an order form, the signed copy records your acceptance. Otherwise your acceptance online is enough, and no signed copy is needed.")]),
    ]
}

fn purchases(subscription: bool) -> Vec<Clause> {
    let mut clauses = vec![clause("Prices and Payment", vec![p("If you buy anything through the Services, you agree to pay the prices and applicable taxes shown before you confirm your order, and you authorize us and our payment processor to charge your chosen payment method. You will keep your billing information current. Prices may change, but a change does not affect an order already placed.")])];
    if subscription {
        clauses.push(clause(
            "Your Subscription",
            vec![
                p(&format!("Plan: {BLANK}.")),
                p(&format!("Price: {BLANK} per {BLANK} (the billing period), plus applicable taxes.")),
                p(&format!("Length of each renewal term: {BLANK}.")),
                p(&format!("Minimum purchase obligation, if any: {BLANK}.")),
            ],
        ));
    }
    clauses.extend([
        clause("Automatic Renewal", vec![
            p("Subscriptions renew automatically. Unless you cancel before a renewal date, each subscription renews for a term equal to the one that is ending, and we charge the payment method on file the subscription price then in effect for each renewal term, plus applicable taxes, until you cancel."),
            p("Before you buy a subscription, we show you these automatic renewal terms clearly and conspicuously, next to the button you use to buy, including the price, how often you will be charged, the length of each renewal term, any minimum purchase obligation, and how to cancel, and we ask for your express affirmative consent to them. After you buy, we send you an acknowledgment, in a form you can keep, that repeats those terms and explains how to cancel. We keep a record of your consent for as long as the law requires."),
        ]),
        clause("Free Trials and Promotional Prices", vec![p("If an offer includes a free trial or a promotional price, we tell you before you accept it how long it lasts, the price that applies afterwards and when the first full charge will be made, and we charge the full price only if you accepted the automatic renewal terms. Where the law requires, including for trials longer than thirty-one (31) days, we remind you before the trial or promotional period ends, and you may cancel before then without being charged.")]),
        clause("Reminders and Changes", vec![p("We send you a reminder at least once a year for each subscription, with its terms and how to cancel, and, for subscriptions with a term of one year or more, a notice before each renewal within the time the law requires. We tell you in writing of any price increase or other material change to your subscription terms at least seven (7) and not more than thirty (30) days before it takes effect, with how to cancel; if you do not agree, you may cancel before the change applies.")]),
        clause("Cancellation", vec![p(&format!("You may cancel a subscription at any time, immediately and online, through a clearly labeled cancellation link or button in your account settings, without having to speak to anyone unless you choose to. You may also cancel by email at {BLANK} or by calling us toll-free. If we offer you a discount or other incentive to stay, we will also show you how to finish cancelling. Cancellation takes effect at the end of the current billing period, and you keep access until then, unless the law gives you a right to an earlier end and a refund."))]),
        clause("Refunds", vec![p("Except as stated at the time of purchase or required by law, payments are non-refundable. Nothing in these Terms limits any right to a refund or cancellation that the law of the state where you live gives you.")]),
    ]);
    clauses
}

fn intellectual_property(ctx: &Ctx, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![
        clause("Our Content and License", vec![p("The Services and everything in them, other than content provided by users, are owned by us or our licensors and protected by intellectual property laws. Subject to these Terms, we give you a personal, limited, non-exclusive, non-transferable and revocable license to use the Services for their intended purpose. All rights not expressly granted are reserved.")]),
        clause("Feedback", vec![p("If you send us suggestions or ideas about the Services, we may use them without any obligation to you.")]),
    ];
    if ctx.has(SpecialClause::IntellectualProperty) {
        notes.adapted("Intellectual property protection: restrictions on reverse engineering, scraping, AI training and removing notices, plus trademark terms.");
        clauses.push(clause("Restrictions", vec![p("You will not, and will not allow anyone to: (a) copy, modify, distribute, sell or lease any part of the Services; (b) reverse engineer, decompile or try to extract the source code of the Services, except where the law expressly allows it; (c) scrape, crawl or harvest content or data from the Services, or use them to train or improve any artificial intelligence or machine learning model; (d) remove or alter any copyright, trademark or other notice; or (e) frame or mirror any part of the Services without our written consent.")]));
        clauses.push(clause("Trademarks", vec![p("Our names, logos and other marks are our trademarks. You may not use them without our prior written permission, except to refer to the Services accurately.")]));
    }
    clauses
}

fn user_content() -> Vec<Clause> {
    vec![
        clause("Your Content", vec![p("You keep ownership of the content you submit to the Services (“**User Content**”). You give us a worldwide, non-exclusive, royalty-free license to host, store, copy, display and adapt User Content only to operate, provide and improve the Services. You confirm that you have the rights needed to grant this license and that your User Content does not break these Terms or the law.")]),
        clause("Content Standards and Removal", vec![p("You are responsible for your User Content. We do not review all User Content before it is posted, but we may remove or restrict access to User Content that we reasonably believe breaks these Terms or the law, and we will tell you when we do so where that is practical and lawful.")]),
        clause("Copyright Complaints", vec![
            p("We respond to notices of claimed copyright infringement under the Digital Millennium Copyright Act (17 U.S.C. § 512). To send a notice, give our designated agent a written communication that identifies the copyrighted work, identifies the material you claim infringes it and where it is located in the Services, includes your contact details, states that you believe in good faith the use is not authorized by the copyright owner, its agent or the law, states under penalty of perjury that your notice is accurate and that you are the owner or authorized to act for the owner, and carries your physical or electronic signature."),
            p(&format!("Designated agent: {BLANK}; mailing address: {BLANK}; email: {BLANK}.")),
        ]),
        clause("Counter-Notices", vec![p("If your User Content was removed after a copyright notice and you believe that was a mistake or misidentification, you may send our designated agent a counter-notice that identifies the removed material and where it appeared, states under penalty of perjury that you believe in good faith it was removed by mistake or misidentification, gives your name, address and telephone number, consents to the jurisdiction of the federal court for your district (or, if you are outside the United States, any district where we may be found), and carries your physical or electronic signature. We may restore the material as the statute provides.")]),
        clause("Repeat Infringers", vec![p("We will end, in appropriate circumstances, the accounts of users who repeatedly infringe the copyrights of others.")]),
    ]
}

fn privacy_and_security(ctx: &Ctx, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![clause("Privacy", vec![p("Our Privacy Policy explains how we collect, use and share personal information when you use the Services, and how you can exercise your privacy rights.")])];
    clauses.extend(data::published_security(ctx, notes));
    if ctx.has(SpecialClause::DataProtection) {
        notes.adapted("Data protection: business customers get processing only on their instructions and a data processing addendum on request.");
        notes.review("Data protection: if the business processes personal information for business customers, prepare the data processing addendum the Terms promise, meeting each state privacy law that applies to those customers.");
        clauses.push(clause("Business Customers", vec![p("If you are a business and we process personal information on your behalf through the Services, we do so as your service provider or processor, only on your documented instructions, and we will sign a data processing addendum that meets the privacy laws that apply to you on request.")]));
    }
    clauses
}

fn disputes(ctx: &Ctx, arbitration: bool, notes: &mut Notes) -> Vec<Clause> {
    let name = ctx.state_name();
    let mut clauses = vec![clause("Informal Resolution", vec![p("Before starting any formal proceeding, you and we agree to try to resolve any dispute informally. The party raising the dispute will send a written description of it, with the relief requested, to the other, and both will negotiate in good faith for at least thirty (30) days. Any limitation period is paused during those thirty (30) days.")])];
    if arbitration {
        notes.law(federal::FAA, "the arbitration clause was selected");
        notes.law(federal::EFAA, "sexual harassment and sexual assault disputes cannot be forced into arbitration");
        notes.require("Arbitration carve-out for sexual harassment and sexual assault disputes (9 U.S.C. §§ 401, 402), small claims and court injunctions");
        notes.require("Thirty-day window to opt out of arbitration");
        notes.adapted(format!("Consumer arbitration clause seated in {name}, with hearings near the user, business-paid fees, a small-claims option, a 30-day opt-out window, batching of mass filings and the sexual harassment and assault carve-out."));
        notes.review("Consumer arbitration: confirm the arbitration provider's current consumer rules and fee schedule, the mass-arbitration procedure, and that the opt-out process works; claims for public injunctive relief cannot be waived in California (McGill v. Citibank) and the Terms leave them to court.");
        clauses.push(clause("Agreement to Arbitrate", vec![
            p(&format!("Except as stated below, you and we agree that any dispute arising out of or relating to these Terms or the Services will be resolved by binding individual arbitration administered by the American Arbitration Association under its Consumer Arbitration Rules (or, for business users, its Commercial Arbitration Rules). The seat of the arbitration is the State of {name}; any in-person hearing will take place in the county where you live unless you and we agree otherwise, and hearings may take place by video or telephone. We will pay the filing, administrative and arbitrator fees that those rules require the business to pay.")),
            p("You and we agree to bring claims only on an individual basis and not as a plaintiff or class member in any class, collective or representative proceeding, and the arbitrator may not consolidate claims of different users, except where the law does not allow this waiver. If the waiver is found unenforceable for a claim, that claim will be decided in court, not in arbitration."),
            p("If twenty-five (25) or more similar demands are filed against us by or with the help of the same law firm or organization, they will be administered in batches under the provider's mass-arbitration procedures, and the limitation periods for the demands not yet administered are paused until their batch begins."),
        ]));
        clauses.push(clause("Exceptions and Opt-Out", vec![
            p("Either you or we may seek an injunction in court to stop infringement or misuse of intellectual property. At the election of the person alleging it, a sexual harassment dispute or sexual assault dispute need not be arbitrated, as provided by the Ending Forced Arbitration of Sexual Assault and Sexual Harassment Act (9 U.S.C. §§ 401 and 402). Claims that the law does not allow to be arbitrated under a pre-dispute agreement, and requests for public injunctive relief where the law does not allow them to be waived, are also excluded and will be heard in court after any arbitrable claims are decided."),
            p(&format!("You may opt out of this agreement to arbitrate by sending written notice, with your name, the email address of your account and a clear statement that you wish to opt out, to {BLANK} within thirty (30) days after you first accept these Terms. Opting out does not affect any other part of these Terms.")),
        ]));
    }
    clauses.push(clause("Small Claims Option", vec![p(&format!("Instead of any other proceeding, either you or we may bring an individual claim in the small claims court for the county where you live, or in a small claims court in the State of {name}, as long as the claim qualifies and stays in that court on an individual basis."))]));
    clauses.push(clause("Claims That Cannot Be Waived", vec![p("Nothing in these Terms waives or limits any right or remedy that the law does not allow to be waived or limited by agreement, including consumer protection rights of the state where you live, statutory claims that must be heard in a particular forum, and, where your state's law provides it, the right to seek public injunctive relief in court.")]));
    let courts = if arbitration {
        format!("These Terms are governed by the laws of the State of {name}, without regard to its conflict-of-laws rules, and the Federal Arbitration Act governs the agreement to arbitrate. Any claim not subject to arbitration, other than a small claim, will be brought only in the state or federal courts located in the State of {name}, and you and we submit to their jurisdiction.")
    } else {
        format!("These Terms are governed by the laws of the State of {name}, without regard to its conflict-of-laws rules. Any dispute arising out of or relating to these Terms or the Services, other than a small claim, will be brought only in the state or federal courts located in the State of {name}, and you and we submit to their jurisdiction.")
    };
    clauses.push(clause("Governing Law and Venue", vec![
        p(&courts),
        p("If you are a consumer, this choice of law does not take away protections you have under the consumer protection laws of the state where you live that cannot be waived by agreement."),
    ]));
    notes.adapted(format!(
        "Governing law and venue: State of {name}, with a small-claims option and consumers' non-waivable home-state protections preserved."
    ));
    notes.require(format!("Governing law and venue of the State of {name}"));
    clauses
}

fn termination(ctx: &Ctx, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![clause("Termination", vec![p("You may stop using the Services and close your account at any time. We may suspend or end your access to the Services if you break these Terms, if the law requires it, or if we stop offering the Services. Provisions that by their nature should continue after termination, including those on intellectual property, disclaimers, limitation of liability, indemnification and dispute resolution, survive.")])];
    if ctx.has(SpecialClause::AdvancedTermination) {
        notes.adapted("Advanced termination options: notice before termination without cause, a pro-rata refund, and a 30-day window to export content.");
        clauses.push(clause("Notice, Refunds and Data Export", vec![p("Unless you have broken these Terms or the law requires immediate action, we will give you at least thirty (30) days' notice before ending your access for reasons other than your breach, and we will refund any prepaid fees for the period after termination. For thirty (30) days after termination for any reason other than your serious breach, you may export your User Content using the tools the Services provide, after which we may delete it.")]));
    }
    clauses
}

fn record_requirements(ctx: &Ctx, notes: &mut Notes) {
    let strictest = auto_renewal::strictest();
    notes.law(federal::ROSCA, "online subscriptions need clear disclosure, express consent and a simple way to cancel");
    notes.law(
        strictest.law,
        format!("{} has the strictest automatic renewal law ({}); the subscription terms are written to meet it, which also meets the other states' laws", strictest.state.name(), strictest.note),
    );
    if let Some(row) = auto_renewal::law_for(ctx.state()).filter(|row| row.state != strictest.state) {
        notes.law(row.law, format!("{} regulates automatic renewals: {}", ctx.state_name(), row.note));
    }
    notes.law(federal::DMCA, "a designated agent lets the business rely on the safe harbor for user content");
    for row in consumer_notice::CONSUMER_NOTICES {
        notes.law(
            row.law,
            format!("{} must give this notice to {} residents; the Terms carry it", row.applies_to, row.state.name()),
        );
    }
    notice::published_notes(notes, "terms of service");
    for provision in [
        "Parties identified: the business with its entity type and state, and the user",
        "Clickwrap acceptance and eligibility",
        "Accounts and acceptable use",
        "Subscriptions: clear and conspicuous automatic renewal terms, express consent, acknowledgment, reminders, notice of changes and online cancellation",
        "Intellectual property and user content license",
        "DMCA designated agent, notice and counter-notice procedure, repeat-infringer policy",
        "Disclaimers and limitation of liability",
        "Indemnity",
        "Dispute resolution with informal resolution, a small-claims option and the claims that cannot be waived",
        "Changes to the terms and termination",
        "State consumer-complaint notices",
        "Contact details",
    ] {
        notes.require(provision);
    }
    if ctx.describes_subscription() {
        notes.adapted("A subscription is described: the Terms open with a conspicuous automatic renewal notice and carry a subscription summary (plan, price, billing period, renewal term, minimum obligation) to fill in.");
        notes.review("Subscriptions: fill in the subscription summary; show the same terms next to the purchase button, capture express consent with an unchecked box, send the acknowledgment, and test that online cancellation works in one step, as California's law requires.");
    } else {
        notes.adapted("Automatic renewal terms are included, written to California's standard, in case the business sells subscriptions now or later.");
        notes.review("If the business sells subscriptions, confirm the checkout shows the automatic renewal terms next to the purchase button and that online cancellation works as the Terms promise; if it never will, the subscription clauses can be removed.");
    }
    notes.adapted("A signature block follows the spec's signature rule for this title; it records acceptance when a customer signs a copy, while online users accept by clickwrap.");
    notes.review("Register the DMCA designated agent with the U.S. Copyright Office (17 U.S.C. § 512(c)(2)) and fill in the agent's details; renew the registration every three years.");
    notes.review("Make sure acceptance is captured by an unchecked box or clear 'I agree' button next to a link to the Terms, and keep a record of each acceptance.");
    notes.review("The FTC's 2024 'click-to-cancel' amendments to its Negative Option Rule were vacated by a federal court in 2025 and are not in force; the Restore Online Shoppers' Confidence Act and state laws still apply.");
}
