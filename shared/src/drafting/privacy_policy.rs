//! The Privacy Policy: CalOPPA's required items, the rights and opt-outs of every state with a comprehensive
//! privacy law in force (a US business serves customers in many states), COPPA, and the industry's notes.
//! No signature block: it is a notice.

use super::clauses::{custom, not_applicable};
use super::engine::Ctx;
use super::model::{clause, p, Clause, DraftDocument, Paragraph, Section, BLANK};
use super::research::Notes;
use super::rules::{federal, privacy};
use crate::domain::SpecialClause;

pub(crate) fn draft(ctx: &Ctx, notes: &mut Notes) -> DraftDocument {
    record_requirements(ctx, notes);
    let preamble = vec![
        ctx.party_block(Paragraph::marked("This Privacy Policy explains how "))
            .and_marked(" (“**we**,” “**us**” or “**our**”) collects, uses, discloses and protects personal information when you use our websites, applications, products and services or otherwise interact with us (together, the “**Services**”), and the choices and rights you have."),
        Paragraph::marked("Effective date: ").and_plain(BLANK),
    ];

    let mut sections = vec![
        Section::new("Scope", vec![Clause::new(None, vec![p("This Privacy Policy applies to personal information we collect through the Services and in related communications, online and offline. “**Personal information**” means information that identifies, relates to or could reasonably be linked to you or your household. This Privacy Policy does not apply to websites or services of others that link to or from the Services, which have their own policies.")])]),
        Section::new("Information We Collect", vec![
            clause("Information You Give Us", vec![p("We collect information you provide, such as your name, email address, postal address and phone number; account login details; details of purchases and requests; payment information, which is processed by our payment processors; and the content of messages and other communications you send us.")]),
            clause("Information Collected Automatically", vec![p("When you use the Services, we and our service providers automatically collect information such as your IP address, device and browser type, general location derived from your IP address, pages viewed, links clicked, referring website, and dates and times of visits, using cookies, pixels, software development kits and similar technologies.")]),
            clause("Information from Other Sources", vec![p("We may receive information about you from service providers, business partners, social networks you connect to the Services, and publicly available sources, and combine it with information we hold.")]),
            clause("Sensitive Information", vec![p("We collect sensitive personal information, such as precise geolocation, health information, financial account credentials or government identification numbers, only where it is needed to provide what you request and, where the law requires, with your consent. We do not use sensitive personal information to infer characteristics about you.")]),
        ]),
        Section::new("How We Use Information", vec![Clause::new(None, vec![
            p("We use personal information to:"),
            p("(a) provide, operate and maintain the Services and process transactions;"),
            p("(b) create and manage accounts and provide customer support;"),
            p("(c) communicate with you, including about updates, security and, where permitted, marketing;"),
            p("(d) understand how the Services are used and improve them;"),
            p("(e) personalize content and, where permitted, show advertising;"),
            p("(f) detect, prevent and address fraud, security incidents and other harmful or unlawful activity; and"),
            p("(g) comply with legal obligations and enforce our terms."),
        ])]),
        Section::new("How We Disclose Information", vec![
            clause("Categories of Recipients", vec![
                p("We disclose personal information to the following categories of third parties:"),
                p("(a) service providers that work for us, such as hosting, payment processing, customer support, email delivery and analytics providers, which may use it only to provide their services to us;"),
                p("(b) advertising and marketing partners, where permitted and subject to your choices described below;"),
                p("(c) professional advisers, such as lawyers, accountants and auditors;"),
                p("(d) government authorities, courts and others when the law requires, or when needed to protect rights, property or safety;"),
                p("(e) a buyer or successor in a merger, acquisition, financing or sale of all or part of our business; and"),
                p("(f) anyone else with your consent or at your direction."),
            ]),
            clause("Sale, Sharing and Targeted Advertising", vec![p("Some state laws treat certain disclosures to advertising and analytics partners as a “sale” of personal information, “sharing” for cross-context behavioral advertising, or processing for targeted advertising. Where we engage in any of these, you can opt out as described in the Your Privacy Rights section, including by using a Global Privacy Control signal. We do not knowingly sell or share the personal information of consumers under sixteen (16) years old.")]),
        ]),
        Section::new("Cookies, Tracking and Do Not Track", vec![
            clause("Cookies and Similar Technologies", vec![p("We use cookies and similar technologies to make the Services work, remember your preferences, understand usage and, where permitted, for advertising. You can control cookies through your browser settings and any cookie tools we provide; blocking some cookies may affect how the Services work.")]),
            clause("Third-Party Tracking", vec![p("Third parties such as analytics and advertising providers may collect information about your online activities over time and across different websites and services when you use the Services.")]),
            clause("Do Not Track and Global Privacy Control", vec![p("There is no common industry standard for browser “Do Not Track” signals, and the Services do not currently respond to them. We do treat a Global Privacy Control signal as a valid request to opt out of the sale or sharing of personal information and of targeted advertising for that browser or device, where the law requires.")]),
        ]),
        Section::new("Your Privacy Rights", rights()),
        Section::new("Data Retention", vec![Clause::new(None, vec![p("We keep personal information only as long as needed for the purposes described in this Privacy Policy, including to provide the Services, comply with legal obligations, resolve disputes and enforce agreements, and then delete or de-identify it. How long depends on the type of information and why we hold it.")])]),
        Section::new("Data Security", security(ctx, notes)),
        Section::new("Children's Privacy", vec![Clause::new(None, vec![p("The Services are not directed to children under thirteen (13), and we do not knowingly collect personal information from them without verifiable parental consent, as the Children's Online Privacy Protection Act requires. If you believe a child under 13 has given us personal information, contact us and we will delete it.")])]),
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

    sections.push(Section::new("Changes to This Privacy Policy", vec![Clause::new(None, vec![p("We may update this Privacy Policy from time to time. We will post the updated version with a new effective date and, if the changes are material, tell you by email or by a prominent notice in the Services before they take effect. Please review this Privacy Policy when you use the Services.")])]));

    sections.extend(custom::section(
        &ctx.request.custom_instructions,
        "The following also applies and controls if it conflicts with any other part of this Privacy Policy:",
        notes,
    ));

    let name = ctx.state_name();
    sections.push(Section::new("Governing Law", vec![Clause::new(None, vec![p(&format!("This Privacy Policy is governed by the laws of the State of {name}, without regard to its conflict-of-laws rules, except that the privacy laws of the place where you live apply to you where they require. Disputes about it are resolved as our Terms of Service provide, or otherwise in the state or federal courts located in the State of {name}."))])]));
    notes
        .adapted(format!("Governing law: State of {name}, without displacing the privacy laws of users' home states."));
    notes.require(format!("Governing law of the State of {name}"));

    sections.push(Section::new(
        "Contact Us",
        vec![Clause::new(
            None,
            vec![
                p("Questions or requests about this Privacy Policy or your personal information may be sent to us at:"),
                p(&format!("Email: {BLANK}")),
                p(&format!("Toll-free telephone: {BLANK}")),
                p(&format!("Mailing address: {BLANK}")),
            ],
        )],
    ));

    for (clause_label, reason) in [
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
    ] {
        if ctx.has(clause_label) {
            not_applicable(notes, clause_label.label(), "privacy policy", reason);
        }
    }

    DraftDocument { title: "Privacy Policy".into(), preamble, sections, signature_parties: vec![] }
}

fn rights() -> Vec<Clause> {
    let states: Vec<&str> = privacy::COMPREHENSIVE_PRIVACY_LAWS.iter().map(|r| r.state.name()).collect();
    let list = match states.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}, and {last}", rest.join(", ")),
        Some((last, _)) => last.to_string(),
        None => String::new(),
    };
    vec![
        clause("Your Rights", vec![
            p(&format!("Depending on where you live, including in {list}, you may have the right to: (a) know and access the personal information we hold about you and how we use it; (b) correct inaccurate personal information; (c) delete personal information; (d) receive a portable copy of it; (e) opt out of the sale or sharing of personal information, targeted advertising, and profiling that produces legal or similarly significant effects; (f) limit our use of sensitive personal information, or withdraw consent you gave for it; and (g) get a list of the categories of third parties, or in some states the specific third parties, to which we disclosed it.")),
            p("We honor these requests for all our users where practicable, whether or not a law in your state requires it."),
        ]),
        clause("How to Exercise Your Rights", vec![
            p("You can make a request using the contact details at the end of this Privacy Policy. We will confirm receipt and respond within forty-five (45) days, or tell you if we need more time as the law allows. We will verify your identity before acting on a request to access, correct or delete, using information we already hold. You may use an authorized agent, who must show that you authorized them. We will not discriminate against you for exercising your rights."),
        ]),
        clause("Appeals", vec![p("If we decline your request, we will explain why. You may appeal by replying to our decision within sixty (60) days; we will respond in writing within the time the law requires. If the appeal is denied, you may contact the attorney general of your state.")]),
        clause("Reviewing and Changing Your Information", vec![p("You can review and update much of your information by signing in to your account settings, or ask us to do it using the contact details below. You can unsubscribe from marketing emails at any time using the link in each message.")]),
    ]
}

fn security(ctx: &Ctx, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![clause("Safeguards", vec![p("We use reasonable administrative, technical and physical safeguards designed to protect personal information against loss, misuse and unauthorized access, disclosure, alteration and destruction. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.")])];
    if ctx.has(SpecialClause::DataProtection) {
        notes.law(federal::STATE_BREACH_LAWS, "the policy commits to breach notice as state laws require");
        notes.adapted("Data protection: the policy describes encryption, access controls, vendor contracts and breach notification.");
        clauses.push(clause("Our Security Program", vec![p("Our safeguards include encryption of personal information in transit and, where appropriate, at rest; access controls and multi-factor authentication for systems holding personal information; regular review of our security practices; and written contracts requiring our service providers to protect personal information and use it only for the services they provide to us.")]));
        clauses.push(clause("Security Incidents", vec![p("If a security breach affects your personal information, we will notify you and any authorities as the applicable data-breach notification laws require, and take steps to contain the breach and reduce its effects.")]));
    }
    clauses
}

fn record_requirements(ctx: &Ctx, notes: &mut Notes) {
    notes.law(
        privacy::CALOPPA,
        "the policy is posted online and the Services may collect personal information from California residents",
    );
    for row in privacy::COMPREHENSIVE_PRIVACY_LAWS {
        let because = if row.state == ctx.state() {
            format!(
                "the business is in {} (in force since {}); applies above the law's thresholds",
                row.state.name(),
                row.effective
            )
        } else {
            format!(
                "the business may serve residents of {} (in force since {}); applies above the law's thresholds",
                row.state.name(),
                row.effective
            )
        };
        notes.law(row.law, because);
    }
    notes.law(
        federal::COPPA,
        "websites must not collect personal information from children under 13 without verifiable parental consent",
    );
    for item in privacy::CALOPPA_ITEMS {
        notes.require(format!("CalOPPA: {item}"));
    }
    for provision in [
        "Categories of personal information, their sources and purposes",
        "Consumer rights (access, correction, deletion, portability, opt-outs) and how to exercise and appeal",
        "Sale, sharing and targeted-advertising opt-outs, including Global Privacy Control",
        "Retention",
        "Children's privacy (COPPA)",
        "Contact details",
    ] {
        notes.require(provision);
    }
    notes.adapted(format!(
        "Rights section covers the residents of all {} states with comprehensive privacy laws in force, not only {}.",
        privacy::COMPREHENSIVE_PRIVACY_LAWS.len(),
        ctx.state_name()
    ));
    notes.adapted("No signature block: a privacy policy is a notice.");
    notes.review("Confirm that every statement matches what the business actually does: data collected, sources, purposes, recipients, whether it sells or shares data or runs targeted advertising, and how it responds to Do Not Track and Global Privacy Control.");
    notes.review("Check which state privacy laws apply given the business's revenue and the number of consumers whose data it processes; the California CCPA also requires a notice at collection and, if the business sells or shares data, a 'Do Not Sell or Share My Personal Information' link.");
    notes.review("The CCPA expects a toll-free number for requests unless the business operates exclusively online and has a direct relationship with consumers; fill in or remove the telephone line accordingly.");
}
