//! The Privacy Policy: CalOPPA's required items, the rights and opt-outs of every state with a comprehensive
//! privacy law or an online privacy-notice law (a US business serves customers in many states), the home state's
//! law by name, retention, COPPA (fuller where the services may reach children) and the industry's federal regime
//! (HIPAA, GLBA, FERPA). No signature block: it is a notice.

use super::clauses::{custom, data, notice, Roles};
use super::model::{clause, p, Clause, DraftDocument, Paragraph, Section, BLANK};
use super::notes::Notes;
use super::order::Ctx;
use super::rules::{federal, privacy};
use crate::domain::SpecialClause;

const TITLE: &str = "Privacy Policy";

pub(crate) fn draft(ctx: &Ctx, notes: &mut Notes) -> DraftDocument {
    record_requirements(ctx, notes);
    let preamble = vec![
        ctx.party_block(Paragraph::marked("This Privacy Policy explains how "))
            .and_marked(" (“**we**,” “**us**” or “**our**”) collects, uses, discloses and protects personal information when you use our websites, applications, products and services or otherwise interact with us (together, the “**Services**”), and the choices and rights you have."),
        Paragraph::marked("Effective date: ").and_plain(BLANK),
    ];

    let mut sections = vec![
        Section::new("Scope", vec![Clause::new(None, vec![p("This Privacy Policy applies to personal information we collect through the Services and in related communications, online and offline. “**Personal information**” means information that identifies, relates to or could reasonably be linked to you or your household. It does not include information that is publicly available, de-identified or aggregated as the law defines those terms. This Privacy Policy does not apply to websites or services of others that link to or from the Services, which have their own policies.")])]),
        Section::new("Information We Collect", collection()),
        Section::new("How We Use Information", vec![Clause::new(None, vec![
            p("We use personal information to:"),
            p("(a) provide, operate and maintain the Services and process transactions;"),
            p("(b) create and manage accounts and provide customer support;"),
            p("(c) communicate with you, including about updates, security and, where permitted, marketing;"),
            p("(d) understand how the Services are used and improve them;"),
            p("(e) personalize content and, where permitted, show advertising;"),
            p("(f) detect, prevent and address fraud, security incidents and other harmful or unlawful activity; and"),
            p("(g) comply with legal obligations and enforce our terms."),
            p("We do not use personal information for purposes that are incompatible with these without telling you and, where the law requires, asking for your consent."),
        ])]),
        Section::new("How We Disclose Information", vec![
            clause("Categories of Recipients", vec![
                p("We disclose personal information to the following categories of third parties:"),
                p("(a) service providers and processors that work for us, such as hosting, payment processing, customer support, email delivery and analytics providers, which may use it only to provide their services to us;"),
                p("(b) advertising and marketing partners, where permitted and subject to your choices described below;"),
                p("(c) professional advisers, such as lawyers, accountants and auditors;"),
                p("(d) government authorities, courts and others when the law requires, or when needed to protect rights, property or safety;"),
                p("(e) a buyer or successor in a merger, acquisition, financing or sale of all or part of our business; and"),
                p("(f) anyone else with your consent or at your direction."),
            ]),
            clause("Sale, Sharing and Targeted Advertising", vec![p("Some state laws treat certain disclosures to advertising and analytics partners as a “sale” of personal information, “sharing” for cross-context behavioral advertising, or processing for targeted advertising. Where we engage in any of these, you can opt out as described in the Your Choices and Opt-Outs section, including by using a Global Privacy Control signal. We do not sell or share the personal information of consumers we know to be under sixteen (16) years old without the opt-in consent the law requires.")]),
        ]),
        Section::new("Cookies, Tracking and Do Not Track", vec![
            clause("Cookies and Similar Technologies", vec![p("We use cookies and similar technologies to make the Services work, remember your preferences, understand usage and, where permitted, for advertising. You can control cookies through your browser settings and any cookie tools we provide; blocking some cookies may affect how the Services work.")]),
            clause("Third-Party Tracking", vec![p("Third parties such as analytics and advertising providers may collect information about your online activities over time and across different websites and services when you use the Services.")]),
            clause("Do Not Track and Global Privacy Control", vec![p("There is no common industry standard for browser “Do Not Track” signals, and the Services do not currently respond to them. We do treat a Global Privacy Control signal as a valid request to opt out of the sale or sharing of personal information and of targeted advertising for that browser or device, where the law requires.")]),
        ]),
        Section::new("Your Privacy Rights", rights(ctx, notes)),
        Section::new("Your Choices and Opt-Outs", choices()),
        Section::new("Data Retention", vec![Clause::new(None, vec![
            p("We keep personal information only as long as reasonably needed for the purposes described in this Privacy Policy, and then delete or de-identify it. To decide how long, we consider the amount, nature and sensitivity of the information, why we hold it, whether we can achieve those purposes in other ways, and our legal, accounting and reporting obligations. In general:"),
            p("(a) account information is kept while your account is open and for a reasonable period afterwards in case you return or a dispute arises;"),
            p("(b) transaction records are kept for as long as tax, accounting and other laws require;"),
            p("(c) communications and support records are kept while they are useful for answering you and improving our support; and"),
            p("(d) information collected automatically is kept in identifiable form for no longer than needed for security, analytics and the other purposes above."),
        ])]),
        Section::new("Data Security", data::published_security(ctx, &Roles::agreement("Company", "Customer", "the Services"), notes)),
        Section::new("Children's Privacy", children(ctx, notes)),
    ];

    if let Some(paragraph) = ctx.profile().and_then(|p| p.privacy) {
        sections.push(Section::new("Industry-Specific Information", vec![Clause::new(None, vec![p(paragraph)])]));
        notes.adapted(format!("{} industry section added to the Privacy Policy.", ctx.industry()));
    }

    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        sections.push(Section::new("Confidentiality of Personal Information", vec![Clause::new(None, vec![p("Only our personnel and service providers who need personal information to do their work can access it, and each of them is bound by written confidentiality obligations. We review access rights regularly and remove them when no longer needed.")])]));
        notes.adapted("Enhanced confidentiality: the policy commits to need-to-know access under written confidentiality obligations.");
    }

    sections.push(Section::new("International Users", vec![Clause::new(None, vec![p("We are based in the United States and process personal information there. If you use the Services from outside the United States, your information will be transferred to and processed in the United States, where privacy laws may differ from those where you live.")])]));

    sections.push(Section::new("Changes to This Privacy Policy", vec![Clause::new(None, vec![p("We may update this Privacy Policy from time to time. We will post the updated version with a new effective date and, if the changes are material, tell you by email or by a prominent notice in the Services before they take effect. We will not use personal information already collected in a materially different way without your consent where the law requires it. Please review this Privacy Policy when you use the Services.")])]));

    sections.extend(custom::section(
        &ctx.request.custom_instructions,
        "The following also applies and controls if it conflicts with any other part of this Privacy Policy:",
        notes,
    ));

    sections.push(notice::governing_law(
        ctx,
        "This Privacy Policy",
        ", except that the privacy laws of the place where you live apply to you where they require",
        notes,
    ));

    sections.push(notice::contact_section(
        "Contact Us",
        "Questions or requests about this Privacy Policy or your personal information may be sent to us at:",
        &["Email", "Toll-free telephone", "Web form", "Mailing address"],
    ));

    notice::skip_unfit(
        ctx,
        notes,
        "privacy policy",
        &[
            (
                SpecialClause::ArbitrationProvision,
                "a privacy policy is a notice, and disputes are governed by the Terms of Service",
            ),
            (
                SpecialClause::AdvancedTermination,
                "a privacy policy has no term to end; account closure belongs in the Terms of Service",
            ),
            (SpecialClause::IntellectualProperty, "intellectual property terms belong in the Terms of Service"),
            (SpecialClause::NonCompete, "a non-compete has no place in a notice to consumers"),
        ],
    );

    DraftDocument { title: TITLE.into(), preamble, sections, signature_parties: vec![] }
}

fn collection() -> Vec<Clause> {
    vec![
        clause("Categories of Personal Information", vec![
            p("Depending on how you use the Services, we collect the following categories of personal information:"),
            p("(a) identifiers and contact details, such as name, email address, postal address, phone number, account name and IP address;"),
            p("(b) customer records and commercial information, such as purchases, payment details processed by our payment processors, and requests;"),
            p("(c) internet and device activity, such as browser and device type, pages viewed, links clicked and referring websites;"),
            p("(d) general location derived from your IP address and, only with your permission, precise location;"),
            p("(e) communications you send us, including their content;"),
            p("(f) professional information, where you use the Services for work;"),
            p("(g) inferences drawn from the above about your preferences; and"),
            p("(h) sensitive personal information, only as described below."),
        ]),
        clause("Information You Give Us", vec![p("We collect the information you provide, such as when you create an account, buy something, fill in a form, sign up for communications, take part in a promotion or contact us.")]),
        clause("Information Collected Automatically", vec![p("When you use the Services, we and our service providers automatically collect information such as your IP address, device and browser type, general location derived from your IP address, pages viewed, links clicked, referring website, and dates and times of visits, using cookies, pixels, software development kits and similar technologies.")]),
        clause("Information from Other Sources", vec![p("We may receive information about you from service providers, business partners, social networks you connect to the Services, and publicly available sources, and combine it with information we hold.")]),
        clause("Sensitive Information", vec![p("We collect sensitive personal information, such as precise geolocation, health information, financial account credentials or government identification numbers, only where it is needed to provide what you request and, where the law requires, with your consent. We do not use sensitive personal information to infer characteristics about you.")]),
    ]
}

/// The rights every covered state's residents have, how to exercise and appeal them, and the home state's law.
fn rights(ctx: &Ctx, notes: &mut Notes) -> Vec<Clause> {
    let names: Vec<&str> = privacy::states_with_rights().iter().map(|s| s.name()).collect();
    let list = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}, and {last}", rest.join(", ")),
        Some((last, _)) => last.to_string(),
        None => String::new(),
    };
    let mut clauses = vec![
        clause("Your Rights", vec![
            p(&format!("Depending on where you live, including in {list}, you may have the right to: (a) know and access the personal information we hold about you and how we use it; (b) correct inaccurate personal information; (c) delete personal information; (d) receive a portable copy of it; (e) opt out of the sale or sharing of personal information, targeted advertising, and profiling that produces legal or similarly significant effects; (f) limit our use of sensitive personal information, or withdraw consent you gave for it; and (g) get a list of the categories of third parties, or in some states the specific third parties, to which we disclosed it.")),
            p("We honor these requests for all our users where practicable, whether or not a law in your state requires it, and we will not discriminate against you, for example by charging a different price, for exercising them."),
        ]),
        clause("How to Exercise Your Rights", vec![p("You can make a request using the contact details at the end of this Privacy Policy. We will confirm receipt and respond within forty-five (45) days, or tell you if we need up to forty-five (45) more days as the law allows. We will verify your identity before acting on a request to access, correct or delete, using information we already hold, and we will not ask for more information than we need to do so.")]),
        clause("Authorized Agents", vec![p("You may use an authorized agent to make a request for you. We may ask the agent for proof that you authorized them and ask you to confirm your identity directly with us, unless the agent holds a power of attorney.")]),
        clause("Appeals", vec![p("If we decline your request, we will explain why. You may appeal by replying to our decision within sixty (60) days; we will respond in writing within the time the law requires, usually sixty (60) days, and explain the result. If the appeal is denied, you may contact the attorney general of your state.")]),
        clause("Reviewing and Changing Your Information", vec![p("You can review and update much of your information by signing in to your account settings, or ask us to review or change it using the contact details below.")]),
    ];
    if let Some(row) = privacy::law_for(ctx.state()) {
        let name = ctx.state_name();
        clauses.push(clause(&format!("{name} Residents"), vec![p(&format!("If you live in {name}, you have the rights described above under the {} ({}), subject to the exceptions in that law. You may appeal any decision on a request as described above and, if the appeal is denied, contact the {name} Attorney General.", row.law.name, row.law.citation))]));
        notes.adapted(format!(
            "The policy names the business's home-state privacy law ({}) in a clause for {name} residents.",
            row.law.name
        ));
    }
    clauses
}

fn choices() -> Vec<Clause> {
    vec![
        clause("Opting Out of Sale, Sharing and Targeted Advertising", vec![p("Where we sell or share personal information or use it for targeted advertising, you can opt out through the “Do Not Sell or Share My Personal Information” or “Your Privacy Choices” link on the Services, by using a Global Privacy Control signal in your browser, or by contacting us. We will act on your request within fifteen (15) business days and will not ask you to opt in again for at least twelve (12) months.")]),
        clause("Limiting Sensitive Information", vec![p("We use sensitive personal information only for the purposes the law allows without a right to limit. If that changes, we will offer a “Limit the Use of My Sensitive Personal Information” link and honor your choice.")]),
        clause("Marketing Communications", vec![p("You can unsubscribe from marketing emails at any time using the link in each message, and from text messages by replying STOP. We will still send you messages about your account and transactions.")]),
    ]
}

fn children(ctx: &Ctx, notes: &mut Notes) -> Vec<Clause> {
    if !ctx.may_reach_children() {
        return vec![Clause::new(None, vec![p("The Services are not directed to children under thirteen (13), and we do not knowingly collect personal information from them without verifiable parental consent, as the Children's Online Privacy Protection Act requires. If you believe a child under 13 has given us personal information, contact us and we will delete it.")])];
    }
    notes.adapted("The services may reach children: the policy gives a full children's privacy notice (verifiable parental consent, school authorization, parents' rights to review, delete and refuse further collection).");
    notes.review("Children's privacy: if the Services are directed to children under 13 or knowingly collect their information, confirm the parental-consent method, the direct notice to parents and the data-retention limits the 2025 amendments to the COPPA Rule require, and any state laws on minors' data.");
    notes.require("Children's privacy notice with verifiable parental consent and parents' rights");
    vec![
        clause("Information from Children", vec![p("Parts of the Services may be used by children under thirteen (13). We collect personal information from a child only after a parent or legal guardian has received our direct notice and given verifiable parental consent, or, where the Services are used in a school, after the school has authorized the collection for the school's educational purposes as the Children's Online Privacy Protection Act allows. We collect only the information reasonably needed for the child to take part in the activity, and we do not use it for targeted advertising.")]),
        clause("Parents' Rights", vec![p("A parent or guardian may at any time review the personal information we hold about their child, ask us to delete it, and refuse to let us collect or use more of it, using the contact details below. We will verify that the request comes from the child's parent or guardian before acting on it.")]),
        clause("Teenagers", vec![p("We do not sell or share the personal information of users we know to be under sixteen (16), or use it for targeted advertising, without the opt-in consent the law requires, from the user or, for users under thirteen (13), from a parent.")]),
    ]
}

fn record_requirements(ctx: &Ctx, notes: &mut Notes) {
    for row in privacy::ONLINE_PRIVACY_NOTICE_LAWS {
        notes.law(
            row.law,
            format!(
                "the policy is posted online and the Services may collect personal information from {} residents: {}",
                row.state.name(),
                row.note
            ),
        );
    }
    for row in privacy::COMPREHENSIVE_PRIVACY_LAWS {
        let relation =
            if row.state == ctx.state() { "the business is in" } else { "the business may serve residents of" };
        notes.law(
            row.law,
            format!(
                "{relation} {} (in force since {}); applies above the law's thresholds",
                row.state.name(),
                row.effective
            ),
        );
    }
    notes.law(
        federal::COPPA,
        if ctx.may_reach_children() {
            "the Services may reach children under 13, whose information needs verifiable parental consent"
        } else {
            "websites must not knowingly collect personal information from children under 13 without verifiable parental consent"
        },
    );
    notice::published_notes(notes, "privacy policy");
    for item in privacy::CALOPPA_ITEMS {
        notes.require(format!("CalOPPA: {item}"));
    }
    for provision in [
        "Parties identified: the business with its entity type and state",
        "Categories of personal information, their sources and purposes",
        "Consumer rights (access, correction, deletion, portability, opt-outs) and how to exercise and appeal them",
        "Sale, sharing and targeted-advertising opt-outs, including Global Privacy Control",
        "Retention criteria",
        "Children's privacy (COPPA)",
        "Contact details",
    ] {
        notes.require(provision);
    }
    notes.adapted(format!(
        "Rights section covers the residents of all {} states with comprehensive or online-notice privacy laws in force, not only {}.",
        privacy::states_with_rights().len(),
        ctx.state_name()
    ));
    notes.adapted("No signature block: a privacy policy is a notice.");
    notes.review("Confirm that every statement matches what the business actually does: data collected, sources, purposes, recipients, whether it sells or shares data or runs targeted advertising, and how it responds to Do Not Track and Global Privacy Control.");
    notes.review("Check which state privacy laws apply given the business's revenue and the number of consumers whose data it processes; the California CCPA also requires a notice at collection and, if the business sells or shares data, a 'Do Not Sell or Share My Personal Information' link.");
    notes.review("The CCPA expects a toll-free number for requests unless the business operates exclusively online and has a direct relationship with consumers; fill in or remove the telephone line accordingly. Nevada residents' sale opt-out requests go to the same contact details.");
}
