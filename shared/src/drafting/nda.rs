//! The Non-Disclosure Agreement: one-way, from the business as Disclosing Party to a Receiving Party whose details
//! are left as blank lines to complete.

use super::clauses::closing::{self, Closing};
use super::clauses::confidentiality::{self, Recipient};
use super::clauses::general::GeneralOptions;
use super::clauses::{ip, parties, termination, Roles};
use super::engine::Ctx;
use super::model::{clause, p, DraftDocument, Section};
use super::research::Notes;
use crate::domain::SpecialClause;

const TITLE: &str = "Non-Disclosure Agreement";

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
    record_requirements(ctx, notes);

    let preamble = vec![
        parties::agreement_opening(ctx, TITLE, roles),
        p("The Disclosing Party and the Receiving Party are each a “**Party**” and together the “**Parties**”."),
    ];

    let mut sections = vec![Section::new(
        "Purpose and Scope",
        vec![
            clause("Purpose", vec![p(&format!(
                "The Disclosing Party intends to disclose Confidential Information to the Receiving Party so that the Receiving Party can evaluate, discuss and, if the Parties agree, carry out a possible business relationship with the Disclosing Party relating to the Disclosing Party's business{} (the “**Purpose**”).",
                ctx.sector_phrase()
            ))]),
            clause("One-Way Agreement", vec![p("This is a one-way agreement. Only the Disclosing Party discloses Confidential Information under it, and only the Receiving Party takes on confidentiality obligations. Information the Receiving Party shares with the Disclosing Party is not protected by this Agreement unless the Parties agree otherwise in a separate signed writing.")]),
            clause("No Obligation to Proceed", vec![p("Neither Party must disclose any particular information or enter into any further agreement or transaction because of this Agreement. Any such agreement binds the Parties only if made in a separate signed writing.")]),
        ],
    )];

    sections.push(Section::new(
        "Confidential Information",
        vec![
            confidentiality::definition(roles, ctx.profile()),
            confidentiality::exclusions(roles),
            confidentiality::trade_secrets(roles),
        ],
    ));

    let mut duties = confidentiality::duties(roles, true);
    duties.extend(confidentiality::extras(ctx, roles, Recipient::Outside, notes));
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

    sections.extend(closing::optional_sections(ctx, roles, notes));

    sections.push(termination::section(
        ctx,
        roles,
        vec![
            clause("Term and Disclosure Period", vec![p("This Agreement starts on the Effective Date. It covers Confidential Information disclosed in connection with the Purpose before the Effective Date and during the two (2) years after it, unless that period is ended earlier under this Agreement (the “**Disclosure Period**”).")]),
            clause("Survival of Obligations", vec![p("The Receiving Party's obligations continue for five (5) years after the Disclosure Period ends and, for any trade secret, for as long as it remains a trade secret under applicable law. Provisions that by their nature should continue, including those on ownership, remedies, protected disclosures and dispute resolution, also survive.")]),
        ],
        "the Disclosure Period",
        ("Early End", "Either {party} may end the Disclosure Period earlier by written notice to the other. Ending it does not release the {other} from its obligations for Confidential Information already disclosed."),
        notes,
    ));

    sections.push(Section::new(
        "Remedies",
        vec![
            clause("Injunctive Relief", vec![p("The Receiving Party agrees that unauthorized use or disclosure of Confidential Information may cause the Disclosing Party irreparable harm for which money damages would not be an adequate remedy. The Disclosing Party is therefore entitled to seek a temporary restraining order, preliminary and permanent injunctions, specific performance and other equitable relief to prevent or stop any actual or threatened breach, without proving actual damages and, to the extent the law allows, without posting a bond.")]),
            clause("Other Remedies", vec![p("These remedies are in addition to any other remedy available at law or in equity, including damages. In any action to enforce this Agreement, the prevailing Party may recover its reasonable attorneys' fees and costs.")]),
            clause("No Warranty", vec![p("Confidential Information is provided “as is.” The Disclosing Party makes no representation or warranty about its accuracy or completeness and has no liability for the Receiving Party's use of it, except as agreed in a separate signed agreement.")]),
        ],
    ));

    sections.push(confidentiality::protected_section(roles));

    let general = GeneralOptions { independent_parties: true, other_may_assign_with_consent: true };
    closing::agreement(ctx, roles, TITLE, preamble, sections, Closing::new(false, general), notes)
}

fn record_requirements(ctx: &Ctx, notes: &mut Notes) {
    confidentiality::protected_disclosure_laws(ctx, "the Receiving Party may be an individual employee, contractor or consultant, and the Agreement covers trade secrets", false, notes);
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
        "Entire agreement, severability, amendment and counterparts",
        "Names and mailing addresses of both parties",
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
