//! The Non-Disclosure Agreement: one-way, from the business as Disclosing Party to a Receiving Party whose details
//! are left as blank lines to complete.

use super::clauses::{confidentiality, custom, data, disputes, general, ip, restrictive, termination, Roles};
use super::engine::Ctx;
use super::model::{clause, p, DraftDocument, Paragraph, Section, SignatureParty, BLANK};
use super::research::Notes;
use super::rules::{disclosure, federal};
use crate::domain::SpecialClause;

const ROLES: Roles = Roles {
    owner: "Disclosing Party",
    other: "Receiving Party",
    purpose: "the Purpose",
    doc: "Agreement",
    end: "the Disclosure Period ends",
    during: "the Disclosure Period",
    it: "it",
    its: "its",
    parties_defined: true,
    other_may_be_individual: true,
};

pub(crate) fn draft(ctx: &Ctx, notes: &mut Notes) -> DraftDocument {
    let roles = &ROLES;
    let state = ctx.state();
    let profile = ctx.profile();
    record_requirements(ctx, notes);

    let preamble = vec![
        ctx.party_block(
            Paragraph::marked("This Non-Disclosure Agreement (this “**Agreement**”) is made as of ")
                .and_plain(BLANK)
                .and_marked(" (the “**Effective Date**”) between "),
        )
        .and_marked(" (the “**Disclosing Party**”), and ")
        .and_plain(BLANK)
        .and_plain(", whose mailing address is ")
        .and_plain(BLANK)
        .and_marked(" (the “**Receiving Party**”)."),
        p("The Disclosing Party and the Receiving Party are each a “**Party**” and together the “**Parties**”."),
    ];

    let mut sections = vec![];
    sections.push(Section::new(
        "Purpose and Scope",
        vec![
            clause("Purpose", vec![p(&format!(
                "The Disclosing Party intends to disclose Confidential Information to the Receiving Party so that the Receiving Party can evaluate, discuss and, if the Parties agree, carry out a possible business relationship with the Disclosing Party relating to the Disclosing Party's business{} (the “**Purpose**”).",
                ctx.sector_phrase()
            ))]),
            clause("One-Way Agreement", vec![p("This is a one-way agreement. Only the Disclosing Party discloses Confidential Information under it, and only the Receiving Party takes on confidentiality obligations. Information the Receiving Party shares with the Disclosing Party is not protected by this Agreement unless the Parties agree otherwise in a separate signed writing.")]),
            clause("No Obligation to Proceed", vec![p("Neither Party must disclose any particular information or enter into any further agreement or transaction because of this Agreement. Any such agreement binds the Parties only if made in a separate signed writing.")]),
        ],
    ));

    sections.push(Section::new(
        "Confidential Information",
        vec![
            confidentiality::definition(roles, profile),
            confidentiality::exclusions(roles),
            confidentiality::trade_secrets(roles),
        ],
    ));

    let mut duties = confidentiality::duties(roles, true);
    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        duties.push(confidentiality::heightened_safeguards(roles));
        notes.adapted("Enhanced confidentiality: heightened safeguards added (named access, encryption, storage limits, access records, 48-hour incident notice, certified destruction).");
    }
    if let Some(industry_clause) = confidentiality::industry_clause(roles, profile) {
        notes.adapted(format!(
            "{} industry clause added: {}.",
            ctx.industry(),
            industry_clause.heading.clone().unwrap_or_default()
        ));
        duties.push(industry_clause);
    }
    sections.push(Section::new("Obligations of the Receiving Party", duties));

    sections.push(Section::new(
        "Legal Process, Return and Destruction",
        vec![confidentiality::compelled_disclosure(roles), confidentiality::return_or_destruction(roles)],
    ));

    let mut ownership = vec![confidentiality::no_license(roles)];
    if ctx.has(SpecialClause::IntellectualProperty) {
        ownership.extend(ip::confidential_ip(roles, notes));
    }
    sections.push(Section::new("Ownership and Intellectual Property", ownership));

    if ctx.has(SpecialClause::DataProtection) {
        sections.push(Section::new("Data Protection", data::data_protection(state, roles, notes)));
    }

    if ctx.has(SpecialClause::NonCompete) {
        sections.push(Section::new(restrictive::heading(state), restrictive::covenants(state, roles, notes)));
    }

    let mut term = vec![
        clause("Term and Disclosure Period", vec![p("This Agreement starts on the Effective Date. It covers Confidential Information disclosed in connection with the Purpose before the Effective Date and during the two (2) years after it, unless that period is ended earlier under this Agreement (the “**Disclosure Period**”).")]),
        clause("Survival of Obligations", vec![p("The Receiving Party's obligations continue for five (5) years after the Disclosure Period ends and, for any trade secret, for as long as it remains a trade secret under applicable law. Provisions that by their nature should continue, including those on ownership, remedies, protected disclosures and dispute resolution, also survive.")]),
    ];
    if ctx.has(SpecialClause::AdvancedTermination) {
        term.extend(termination::advanced_termination(roles, "the Disclosure Period", notes));
    } else {
        term.push(clause("Early End", vec![p("Either Party may end the Disclosure Period earlier by written notice to the other. Ending it does not release the Receiving Party from its obligations for Confidential Information already disclosed.")]));
    }
    sections.push(Section::new("Term and Termination", term));

    sections.push(Section::new(
        "Remedies",
        vec![
            clause("Injunctive Relief", vec![p("The Receiving Party agrees that unauthorized use or disclosure of Confidential Information may cause the Disclosing Party irreparable harm for which money damages would not be an adequate remedy. The Disclosing Party is therefore entitled to seek a temporary restraining order, preliminary and permanent injunctions, specific performance and other equitable relief to prevent or stop any actual or threatened breach, without proving actual damages and, to the extent the law allows, without posting a bond.")]),
            clause("Other Remedies", vec![p("These remedies are in addition to any other remedy available at law or in equity, including damages. In any action to enforce this Agreement, the prevailing Party may recover its reasonable attorneys' fees and costs.")]),
            clause("No Warranty", vec![p("Confidential Information is provided “as is.” The Disclosing Party makes no representation or warranty about its accuracy or completeness and has no liability for the Receiving Party's use of it, except as agreed in a separate signed agreement.")]),
        ],
    ));

    sections.push(Section::new(
        "Whistleblower Immunity and Protected Disclosures",
        vec![confidentiality::whistleblower_notice(), confidentiality::protected_disclosures(roles)],
    ));

    let arbitration = ctx.has(SpecialClause::ArbitrationProvision);
    sections.push(disputes::section(state, roles, arbitration, false, notes));

    sections.extend(custom::section(&ctx.request.custom_instructions, "The Parties also agree to the following terms, which control if they conflict with any other provision of this Agreement:", notes));

    sections.push(Section::new(
        "General",
        general::general(
            roles,
            general::GeneralOptions { independent_parties: true, other_may_assign_with_consent: true },
        ),
    ));

    DraftDocument {
        title: "Non-Disclosure Agreement".into(),
        preamble,
        sections,
        signature_parties: vec![
            SignatureParty::new("Disclosing Party", ctx.business()),
            SignatureParty::new("Receiving Party", ""),
        ],
    }
}

fn record_requirements(ctx: &Ctx, notes: &mut Notes) {
    let name = ctx.state_name();
    notes.law(federal::DTSA, "the Receiving Party may be an individual employee, contractor or consultant, and the Agreement covers trade secrets; the notice preserves the right to exemplary damages and attorneys' fees");
    notes.law(federal::SPEAK_OUT_ACT, "pre-dispute non-disclosure terms cannot be enforced against disclosures of sexual assault or sexual harassment disputes");
    notes.law(
        federal::NLRA,
        "if the Receiving Party is an employee, confidentiality terms may not chill discussion of working conditions",
    );
    if let Some(row) = disclosure::protection(ctx.state()) {
        notes.law(row.law, format!("{name}: {}", row.summary));
        notes.adapted(format!("Protected-disclosures clause covers discussion of unlawful workplace conduct, as {} requires for employment-related agreements.", row.law.citation));
        notes.review(format!("If the Receiving Party is an employee or job applicant, {name} law may require specific wording about disclosing unlawful workplace acts ({}); the protected-disclosures clause is written to cover it, but confirm the wording.", row.law.citation));
    }
    for provision in [
        "Parties identified, with the business's entity type and state",
        "One-way framing with the business as Disclosing Party",
        "Purpose of the disclosure",
        "Definition of Confidential Information, with the standard exclusions",
        "Use and non-disclosure obligations with a standard of care",
        "Compelled disclosure only with prior notice",
        "Return or destruction of Confidential Information",
        "No license",
        "Term and survival, with trade secrets protected while secret",
        "Remedies including injunctive relief",
        "Whistleblower immunity notice (18 U.S.C. § 1833(b))",
        "Protected disclosures: agencies, testimony, Speak Out Act",
        "Entire agreement, severability, amendment and counterparts",
        "Signature blocks for both parties",
    ] {
        notes.require(provision);
    }
    notes.adapted("Framed as a one-way NDA with the business as Disclosing Party.");
    notes.review(
        "The NDA is one-way: if the other side will also share confidential information, use a mutual NDA instead.",
    );
    notes.review("Confidentiality lasts five years after a two-year disclosure period (trade secrets for as long as they stay secret); adjust if the information's useful life is different.");
}
