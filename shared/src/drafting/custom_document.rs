//! 'Other (Beta)': a document built from the customer's own name, description and answers. When the name reads as
//! an agreement (the spec's signature rule), it is framed as an agreement between the business and a counterparty
//! with signature blocks; otherwise as a notice or policy the business issues. The customer's text always goes in
//! as plain text.

use super::clauses::{confidentiality, custom, data, disputes, general, ip, restrictive, termination, Roles};
use super::engine::Ctx;
use super::model::{clause, p, Clause, DraftDocument, Paragraph, Section, SignatureParty, BLANK};
use super::research::Notes;
use super::signature::needs_signature;
use crate::domain::SpecialClause;

const ROLES: Roles = Roles {
    owner: "Company",
    other: "Counterparty",
    purpose: "the purposes of this Agreement",
    doc: "Agreement",
    end: "this Agreement ends",
    during: "the term of this Agreement",
    it: "it",
    its: "its",
    parties_defined: false,
    other_may_be_individual: true,
};

pub(crate) fn draft(ctx: &Ctx, notes: &mut Notes) -> DraftDocument {
    let custom_doc =
        ctx.request.custom_document.clone().unwrap_or_else(|| crate::domain::document_data::CustomDocument {
            name: String::new(),
            description: String::new(),
            questions: vec![],
        });
    let title = if custom_doc.name.trim().is_empty() {
        ctx.request.document_title()
    } else {
        custom_doc.name.trim().to_string()
    };
    let title = if title.trim().is_empty() || title == crate::domain::DocumentType::Other.label() {
        "Agreement".to_string()
    } else {
        title
    };
    let agreement = needs_signature(&title, &custom_doc.description);

    notes.review("Beta document type: the structure was built from the name, description and answers given; have an attorney confirm it covers what this kind of document needs in the chosen state.");
    notes.require("The customer's description and answers, included as written");

    let answered: Vec<(&str, &str)> = custom_doc
        .questions
        .iter()
        .map(|qa| (qa.question.trim(), qa.answer.trim()))
        .filter(|(q, a)| !q.is_empty() && !a.is_empty())
        .collect();
    let unanswered =
        custom_doc.questions.iter().filter(|qa| !qa.question.trim().is_empty() && qa.answer.trim().is_empty()).count();
    if unanswered > 0 {
        notes.review(format!("{unanswered} follow-up question(s) were left unanswered and are not reflected in the document; add those terms before use."));
    }

    if agreement {
        draft_agreement(ctx, notes, &title, &custom_doc.description, &answered)
    } else {
        draft_notice(ctx, notes, &title, &custom_doc.description, &answered)
    }
}

/// The customer's questions and answers as clauses: the question (without its question mark) as the heading.
fn answers_as_clauses(answered: &[(&str, &str)]) -> Vec<Clause> {
    answered
        .iter()
        .map(|(question, answer)| {
            let heading = question.trim_end_matches('?').trim().to_string();
            let paragraphs = answer.lines().map(str::trim).filter(|l| !l.is_empty()).map(Paragraph::plain).collect();
            Clause::new(Some(heading), paragraphs)
        })
        .collect()
}

fn draft_agreement(
    ctx: &Ctx,
    notes: &mut Notes,
    title: &str,
    description: &str,
    answered: &[(&str, &str)],
) -> DraftDocument {
    let roles = &ROLES;
    let state = ctx.state();
    notes.adapted(
        "Framed as an agreement between the business (Company) and a counterparty to complete, with signature blocks.",
    );
    notes.law(
        super::rules::federal::DTSA,
        "the counterparty may be an individual and the agreement has confidentiality terms",
    );

    let preamble = vec![ctx
        .party_block(
            Paragraph::plain("This ")
                .and_plain(title)
                .and_marked(" (this “**Agreement**”) is made as of ")
                .and_plain(BLANK)
                .and_marked(" (the “**Effective Date**”) between "),
        )
        .and_marked(" (the “**Company**”), and ")
        .and_plain(BLANK)
        .and_plain(", whose mailing address is ")
        .and_plain(BLANK)
        .and_marked(" (the “**Counterparty**”).")];

    let mut background =
        vec![p("The Company and the Counterparty enter into this Agreement for the following purpose:")];
    if description.trim().is_empty() {
        background = vec![p("The Company and the Counterparty enter into this Agreement to set out the terms of the relationship described in it.")];
    } else {
        background.extend(description.lines().map(str::trim).filter(|l| !l.is_empty()).map(Paragraph::plain));
    }
    let mut sections = vec![Section::new("Purpose", vec![clause("Background", background)])];

    let mut terms = answers_as_clauses(answered);
    terms.push(clause("Standard of Performance", vec![p("Each party will perform its obligations under this Agreement diligently, in a professional manner and in compliance with applicable law.")]));
    sections.push(Section::new("Agreed Terms", terms));

    let mut term = vec![clause(
        "Term",
        vec![p("This Agreement starts on the Effective Date and continues until ended under this Agreement.")],
    )];
    if ctx.has(SpecialClause::AdvancedTermination) {
        term.extend(termination::advanced_termination(roles, "this Agreement", notes));
    } else {
        term.push(clause("Termination", vec![p("Either party may end this Agreement by thirty (30) days' written notice to the other, or immediately by written notice if the other party materially breaches it and does not cure the breach within ten (10) days after written notice. Provisions that by their nature should continue survive.")]));
    }
    sections.push(Section::new("Term and Termination", term));

    let profile = ctx.profile();
    let mut confidential = vec![confidentiality::definition(roles, profile), confidentiality::exclusions(roles)];
    confidential.extend(confidentiality::duties(roles, true));
    confidential.push(confidentiality::compelled_disclosure(roles));
    confidential.push(confidentiality::return_or_destruction(roles));
    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        confidential.push(confidentiality::heightened_safeguards(roles));
        notes.adapted("Enhanced confidentiality: heightened safeguards added.");
    }
    if let Some(industry_clause) = confidentiality::industry_clause(roles, profile) {
        notes.adapted(format!(
            "{} industry clause added: {}.",
            ctx.industry(),
            industry_clause.heading.clone().unwrap_or_default()
        ));
        confidential.push(industry_clause);
    }
    confidential.push(confidentiality::whistleblower_notice());
    confidential.push(confidentiality::protected_disclosures(roles));
    sections.push(Section::new("Confidentiality", confidential));

    if ctx.has(SpecialClause::IntellectualProperty) {
        let mut ownership = vec![confidentiality::no_license(roles)];
        ownership.extend(ip::confidential_ip(roles, notes));
        sections.push(Section::new("Intellectual Property", ownership));
    }
    if ctx.has(SpecialClause::DataProtection) {
        sections.push(Section::new("Data Protection", data::data_protection(state, roles, notes)));
    }
    if ctx.has(SpecialClause::NonCompete) {
        sections.push(Section::new(restrictive::heading(state), restrictive::covenants(state, roles, notes)));
    }

    sections.push(Section::new(
        "Liability",
        vec![clause("Limitation of Liability", vec![p("Neither party is liable to the other for any indirect, incidental, special or consequential damages, or lost profits, arising out of this Agreement, even if advised of their possibility. This limit does not apply to breach of the confidentiality provisions, to payment obligations, or to gross negligence or willful misconduct.")])],
    ));

    let arbitration = ctx.has(SpecialClause::ArbitrationProvision);
    sections.push(disputes::section(state, roles, arbitration, false, notes));

    sections.extend(custom::section(&ctx.request.custom_instructions, "The parties also agree to the following terms, which control if they conflict with any other provision of this Agreement:", notes));
    sections.push(Section::new(
        "General",
        general::general(
            roles,
            general::GeneralOptions { independent_parties: true, other_may_assign_with_consent: true },
        ),
    ));

    DraftDocument {
        title: title.to_string(),
        preamble,
        sections,
        signature_parties: vec![
            SignatureParty::new("Company", ctx.business()),
            SignatureParty::new("Counterparty", ""),
        ],
    }
}

fn draft_notice(
    ctx: &Ctx,
    notes: &mut Notes,
    title: &str,
    description: &str,
    answered: &[(&str, &str)],
) -> DraftDocument {
    let name = ctx.state_name();
    notes.adapted("Framed as a notice or policy issued by the business, without signature blocks (the name does not read as an agreement).");
    let preamble = vec![
        ctx.party_block(Paragraph::plain("This ").and_plain(title).and_plain(" is issued by "))
            .and_marked(" (the “**Company**”)."),
        Paragraph::marked("Effective date: ").and_plain(BLANK),
    ];
    let mut purpose = vec![];
    if description.trim().is_empty() {
        purpose.push(p("This document sets out the Company's terms on the subject described in it."));
    } else {
        purpose.extend(description.lines().map(str::trim).filter(|l| !l.is_empty()).map(Paragraph::plain));
    }
    let mut sections = vec![Section::new("Purpose and Scope", vec![Clause::new(None, purpose)])];
    let terms = answers_as_clauses(answered);
    if !terms.is_empty() {
        sections.push(Section::new("Terms", terms));
    }
    if ctx.has(SpecialClause::DataProtection) {
        sections.push(Section::new("Personal Information", vec![Clause::new(None, vec![p("The Company handles any personal information connected with this document as its Privacy Policy and applicable privacy and data-security laws require, protects it with reasonable safeguards, and gives notice of any security breach affecting it as the law requires.")])]));
        notes.adapted("Data protection paragraph added.");
    }
    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        sections.push(Section::new("Confidentiality", vec![Clause::new(None, vec![p("Non-public information the Company shares under this document must be kept confidential and used only for the purpose for which it was shared. Nothing in this document prevents anyone from reporting possible violations of law to a government agency, testifying truthfully, or making any other disclosure the law protects.")])]));
        notes.adapted("Confidentiality paragraph added.");
    }
    for clause_label in [
        SpecialClause::ArbitrationProvision,
        SpecialClause::AdvancedTermination,
        SpecialClause::IntellectualProperty,
        SpecialClause::NonCompete,
    ] {
        if ctx.has(clause_label) {
            super::clauses::not_applicable(
                notes,
                clause_label.label(),
                "notice or policy",
                "it binds another party only through a signed agreement",
            );
        }
    }
    sections.push(Section::new("Changes", vec![Clause::new(None, vec![p("The Company may update this document from time to time by publishing a new version with a new effective date.")])]));
    sections.push(Section::new("Governing Law", vec![Clause::new(None, vec![p(&format!("This document is governed by the laws of the State of {name}, without regard to its conflict-of-laws rules."))])]));
    notes.adapted(format!("Governing law: State of {name}."));
    notes.require(format!("Governing law of the State of {name}"));
    sections.extend(custom::section(
        &ctx.request.custom_instructions,
        "The following also applies and controls if it conflicts with any other part of this document:",
        notes,
    ));
    sections.push(Section::new(
        "Contact",
        vec![Clause::new(
            None,
            vec![p(&format!("Questions about this document may be sent to the Company at {BLANK}."))],
        )],
    ));
    DraftDocument { title: title.to_string(), preamble, sections, signature_parties: vec![] }
}
