//! 'Other (Beta)': a document built from the customer's own name, description and answers. When the name reads as
//! an agreement (the spec's signature rule), it is framed as an agreement between the business and a counterparty,
//! structured by the kind of agreement the name describes (see [`super::custom_kinds`]), with signature blocks;
//! otherwise as a notice or policy the business issues. The customer's text always goes in as plain text, and every
//! question left unanswered becomes a review point.

use super::clauses::closing::{self, Closing};
use super::clauses::confidentiality::{self, Recipient};
use super::clauses::general::GeneralOptions;
use super::clauses::{ip, notice, parties, termination};
use super::custom_kinds::{self, CustomKind};
use super::drafter;
use super::library::{Library, LibraryError};
use super::model::{clause, p, Clause, DraftDocument, Paragraph, Section, BLANK};
use super::notes::Notes;
use super::order::Ctx;
use super::rules::federal;
use super::signature::needs_signature;
use crate::domain::SpecialClause;

/// The customer's custom type, trimmed: its title, description and the answered questions.
struct Custom<'a> {
    title: String,
    description: &'a str,
    answered: Vec<(&'a str, &'a str)>,
}

/// Drafts the order's custom document; the agreement's kind and core sections come from `library`'s custom kinds.
pub(crate) fn draft(library: &Library, ctx: &Ctx, notes: &mut Notes) -> Result<DraftDocument, LibraryError> {
    let custom = ctx.request.custom_document.as_ref();
    let name = custom.map(|c| c.name.trim()).unwrap_or_default();
    let title = if name.is_empty() || name == crate::domain::DocumentType::Other.label() {
        "Agreement".to_string()
    } else {
        name.to_string()
    };
    let description = custom.map(|c| c.description.trim()).unwrap_or_default();
    let questions = custom.map(|c| c.questions.as_slice()).unwrap_or_default();
    let answered: Vec<(&str, &str)> = questions
        .iter()
        .map(|qa| (qa.question.trim(), qa.answer.trim()))
        .filter(|(q, a)| !q.is_empty() && !a.is_empty())
        .collect();

    notes.review("Beta document type: the structure was built from the name, description and answers given; have an attorney confirm it covers what this kind of document needs in the chosen state.");
    notes.require("The customer's description and answers, included as written");
    if !description.is_empty() {
        notes.adapted("The customer's description is set out as the document's purpose, word for word.");
    } else {
        notes.review("No description was given: the purpose clause is generic; describe what the document is for.");
    }
    if !answered.is_empty() {
        notes.adapted(format!("{} answered question(s) became clauses, each headed by its question.", answered.len()));
    }
    for qa in questions.iter().filter(|qa| !qa.question.trim().is_empty() && qa.answer.trim().is_empty()) {
        notes.review(format!(
            "Unanswered question: “{}” The draft relies on its standard terms on this point; answer it and add the result before use.",
            qa.question.trim()
        ));
    }

    let custom = Custom { title, description, answered };
    // The spec's rule reads the content too: the customer's own words are the only content that could carry
    // signature wording (the engine's notice wording never does).
    let customer_words: Vec<&str> =
        std::iter::once(custom.description).chain(custom.answered.iter().flat_map(|(q, a)| [*q, *a])).collect();
    if needs_signature(&custom.title, &customer_words.join("\n")) {
        draft_agreement(library, ctx, notes, &custom)
    } else {
        Ok(draft_notice(ctx, notes, &custom))
    }
}

/// The description's lines as plain paragraphs (none when there is no description).
fn description_paragraphs(description: &str) -> Vec<Paragraph> {
    description.lines().map(str::trim).filter(|l| !l.is_empty()).map(Paragraph::plain).collect()
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

/// The sections the kind adds after the purpose, with its research notes.
fn core_sections(
    library: &Library,
    kind: CustomKind,
    title: &str,
    ctx: &Ctx,
    notes: &mut Notes,
) -> Result<Vec<Section>, LibraryError> {
    let roles = kind.roles();
    notes.adapted(format!(
        "Structured as a {} from the document name, with the parties named {} and {}.",
        kind.matching.label, roles.owner, roles.other
    ));
    drafter::draft_sections(library, kind.name, title, ctx, notes)
}

fn draft_agreement(
    library: &Library,
    ctx: &Ctx,
    notes: &mut Notes,
    custom: &Custom,
) -> Result<DraftDocument, LibraryError> {
    let kind = custom_kinds::kind_of(library, &custom.title, custom.description)?;
    let roles = &kind.roles();
    let state = ctx.state();
    notes.adapted(format!(
        "Framed as an agreement between the business ({}) and a counterparty ({}) to complete, with signature blocks (the spec's signature rule).",
        roles.owner, roles.other
    ));
    confidentiality::protected_disclosure_laws(
        ctx,
        "the counterparty may be an individual and the agreement has confidentiality terms",
        false,
        notes,
    );
    notes.review(format!("Confidentiality in this agreement protects the {}'s information; if the {} will also share confidential information, make the clause mutual.", roles.owner, roles.other));
    for provision in [
        "Parties identified, with the business's entity type and state and both mailing addresses",
        "Confidentiality with the standard exclusions",
        "Term and termination",
        "Signature blocks for both parties",
    ] {
        notes.require(provision);
    }

    let preamble = vec![parties::agreement_opening(ctx, &custom.title, roles)];
    let described = description_paragraphs(custom.description);
    let background = if described.is_empty() {
        vec![p(&roles.fill("The {owner} and the {other} enter into this Agreement to set out the terms of the relationship described in it."))]
    } else {
        let mut background =
            vec![p(&roles.fill("The {owner} and the {other} enter into this Agreement for the following purpose:"))];
        background.extend(described);
        background
    };
    let mut sections = vec![Section::new("Purpose", vec![clause("Background", background)])];
    sections.extend(core_sections(library, kind, &custom.title, ctx, notes)?);

    let mut terms = answers_as_clauses(&custom.answered);
    terms.push(roles.clause("Standard of Performance", &["Each party will perform its obligations under this Agreement diligently, in a professional manner and in compliance with applicable law."]));
    sections.push(Section::new("Agreed Terms", terms));

    sections.push(Section::new("Confidentiality", confidentiality::block(ctx, roles, Recipient::Outside, notes)));
    sections.push(confidentiality::protected_section(roles));

    let mut ownership = vec![];
    if kind.matching.work_product {
        ownership.extend(ip::work_product(state, roles, ip::Worker::Contractor, notes));
    }
    if ctx.has(SpecialClause::IntellectualProperty) {
        if !kind.matching.work_product {
            ownership.push(confidentiality::no_license(roles));
        }
        ownership.extend(ip::confidential_ip(roles, notes));
    }
    if !ownership.is_empty() {
        sections.push(Section::new("Intellectual Property", ownership));
    }
    sections.extend(closing::optional_sections(ctx, roles, notes));

    sections.push(termination::section(
        ctx,
        roles,
        vec![roles.clause("Term", &["This Agreement starts on the Effective Date and continues until ended under this Agreement."])],
        "this Agreement",
        ("Termination", "Either {party} may end this Agreement by thirty (30) days' written notice to the other, or immediately by written notice if the other {party} materially breaches it and does not cure the breach within ten (10) days after written notice. Amounts owed for performance before the end date remain payable, and provisions that by their nature should continue survive."),
        notes,
    ));

    sections.push(Section::new(
        "Liability",
        vec![roles.clause("Limitation of Liability", &["Neither party is liable to the other for any indirect, incidental, special or consequential damages, or lost profits, arising out of this Agreement, even if advised of their possibility. This limit does not apply to breach of the confidentiality provisions, to indemnification or payment obligations, or to gross negligence or willful misconduct."])],
    ));

    let general =
        GeneralOptions { independent_parties: kind.matching.independent_parties, other_may_assign_with_consent: true };
    Ok(closing::agreement(ctx, roles, &custom.title, preamble, sections, Closing::new(false, general), notes))
}

fn draft_notice(ctx: &Ctx, notes: &mut Notes, custom: &Custom) -> DraftDocument {
    notes.adapted("Framed as a notice or policy issued by the business, without signature blocks (the name does not read as an agreement under the spec's signature rule).");
    notice::published_notes(notes, "notice or policy");
    for provision in [
        "The business identified, with its entity type and state",
        "Purpose and scope, and who the document applies to",
        "Responsibilities, exceptions, and how to raise questions and concerns without retaliation",
        "How the document changes, and its effective date",
        "Contact details",
    ] {
        notes.require(provision);
    }
    let preamble = vec![
        ctx.party_block(Paragraph::plain("This ").and_plain(custom.title.as_str()).and_plain(" is issued by "))
            .and_marked(" (the “**Company**”)."),
        Paragraph::marked("Effective date: ").and_plain(BLANK),
    ];
    let mut purpose = description_paragraphs(custom.description);
    if purpose.is_empty() {
        purpose
            .push(p("This document sets out the Company's rules and commitments on the subject named in its title."));
    }
    let covers_who = custom.answered.iter().any(|(q, _)| {
        let q = q.to_lowercase();
        q.contains("who") && (q.contains("appl") || q.contains("cover"))
    });
    let who = if covers_who {
        p("This document applies to the persons described in the Terms section (each a “**Covered Person**”).")
    } else {
        notes.review("Say who the document applies to (for example customers, employees or visitors): the draft leaves a line to fill in.");
        p(&format!("This document applies to {BLANK} (each a “**Covered Person**”)."))
    };
    let mut sections = vec![Section::new(
        "Purpose and Scope",
        vec![
            Clause::new(None, purpose),
            clause("Who This Applies To", vec![who]),
            clause("Relationship to Other Terms", vec![p("This document works together with any agreement between the Company and a Covered Person and with the Company's other published terms and policies. If they conflict, a signed agreement controls over this document. Nothing in this document takes away any right a Covered Person has under the law.")]),
        ],
    )];
    let terms = answers_as_clauses(&custom.answered);
    if !terms.is_empty() {
        sections.push(Section::new("Terms", terms));
    }
    sections.push(Section::new("Responsibilities", vec![
        clause("The Company's Commitments", vec![p("The Company will apply this document consistently and in good faith, make it available to every Covered Person, provide it in an accessible format on request, make sure the people who apply it understand it, and review it at least once a year.")]),
        clause("Covered Persons' Responsibilities", vec![p("Each Covered Person is expected to read this document, follow it, and ask the Company when something in it is unclear.")]),
        clause("Exceptions", vec![p("An exception to this document is valid only if an authorized representative of the Company approves it in writing, and it applies only to the situation for which it was given.")]),
    ]));
    sections.push(Section::new("Compliance and Questions", vec![
        clause("Following This Document", vec![p("When this document is not followed, the Company may take reasonable steps, consistent with the law and any agreement that applies, to put things right.")]),
        clause("Questions and Concerns", vec![p("Questions about this document, and concerns that it has not been followed, may be raised with the Company using the contact details below. The Company will look into each concern promptly and will not retaliate against anyone for raising one in good faith. Nothing in this document limits anyone's right to report possible violations of law to a government agency or to make any other disclosure the law protects.")]),
        clause("Records", vec![p("The Company keeps records of how this document is applied, such as requests, decisions and exceptions, for as long as needed to show that it was followed and as the law requires.")]),
    ]));
    if ctx.has(SpecialClause::DataProtection) {
        sections.push(Section::new("Personal Information", vec![Clause::new(None, vec![p("The Company handles any personal information connected with this document as its Privacy Policy and applicable privacy and data-security laws require, protects it with reasonable safeguards, and gives notice of any security breach affecting it as the law requires.")])]));
        notes.law(federal::STATE_BREACH_LAWS, "the document promises breach notice as state laws require");
        notes.adapted("Data protection paragraph added.");
    }
    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        sections.push(Section::new("Confidentiality", vec![Clause::new(None, vec![p("Non-public information the Company shares under this document must be kept confidential and used only for the purpose for which it was shared. Nothing in this document prevents anyone from reporting possible violations of law to a government agency, testifying truthfully, or making any other disclosure the law protects.")])]));
        notes.adapted("Confidentiality paragraph added.");
    }
    let reason = "it binds another party only through a signed agreement";
    notice::skip_unfit(
        ctx,
        notes,
        "notice or policy",
        &[
            (SpecialClause::ArbitrationProvision, reason),
            (SpecialClause::AdvancedTermination, reason),
            (SpecialClause::IntellectualProperty, reason),
            (SpecialClause::NonCompete, reason),
        ],
    );
    sections.push(Section::new("Changes", vec![Clause::new(None, vec![p("The Company may update this document from time to time by publishing a new version with a new effective date, and will give notice of material changes to those it applies to before they take effect.")])]));
    sections.extend(super::clauses::custom::section(
        &ctx.request.custom_instructions,
        "The following also applies and controls if it conflicts with any other part of this document:",
        notes,
    ));
    sections.push(notice::governing_law(ctx, "This document", "", notes));
    sections.push(notice::contact_section(
        "Contact",
        "Questions about this document may be sent to the Company at:",
        &["Email", "Mailing address"],
    ));
    DraftDocument { title: custom.title.clone(), preamble, sections, signature_parties: vec![] }
}
