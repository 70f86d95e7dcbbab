//! The data-protection special clause: for agreements, personal data handling, security, sub-processors, breach
//! notice and deletion; for published documents, the security promises made to users.

use super::{template, template_with, Roles};
use crate::domain::{SpecialClause, UsState};
use crate::drafting::library::Vars;
use crate::drafting::model::Clause;
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::{employee_privacy, federal, privacy};

pub(crate) fn data_protection(state: UsState, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    notes.law(
        federal::STATE_BREACH_LAWS,
        "the data protection clause requires breach notice and cooperation with notification duties",
    );
    if let Some(row) = privacy::law_for(state) {
        notes.law(
            row.law,
            format!("{} has a comprehensive consumer-privacy law with service-provider contract terms", state.name()),
        );
    }
    notes.adapted("Data protection clause added: processing on instructions, no sale or sharing, security, sub-processor consent, 72-hour breach notice, help with privacy requests, deletion.");
    notes.review("Data protection: if the other party processes consumers' personal data for the business, confirm the clause meets the contract requirements of each state privacy law that applies to the business (for example the CCPA's service-provider terms), or attach a full data processing agreement.");
    [
        "data/personal-data",
        "data/security-and-sub-processors",
        "data/security-incidents",
        "data/privacy-requests-and-deletion",
    ]
    .into_iter()
    .map(|id| template(id, roles))
    .collect()
}

/// The security promises of a published document: reasonable safeguards, and with the data-protection special
/// clause the security program and breach notice, citing the breach laws and the home state's privacy law.
pub(crate) fn published_security(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let vars = Vars::order(roles, ctx);
    let mut clauses = vec![template_with("data/published-safeguards", &vars)];
    if ctx.has(SpecialClause::DataProtection) {
        notes.law(federal::STATE_BREACH_LAWS, "the document commits to breach notice as state laws require");
        if let Some(row) = privacy::law_for(ctx.state()) {
            notes.law(row.law, format!("{} has a comprehensive consumer-privacy law", ctx.state_name()));
        }
        notes.adapted("Data protection: the document describes encryption, access controls, vendor contracts and breach notification.");
        clauses.push(template_with("data/published-security-program", &vars));
        clauses.push(template_with("data/published-breach-notice", &vars));
    }
    clauses
}

/// The notes of an employee's data-protection terms (the clauses are templates the outline names): the state laws on
/// the Company's handling of its employees' own information, for the business's state and the state where the
/// employee works.
pub(crate) fn employee_privacy_notes(ctx: &Ctx, notes: &mut Notes) {
    notes.law(
        federal::STATE_BREACH_LAWS,
        "the Employee reports security incidents so the Company can meet its breach-notice duties",
    );
    for state in ctx.worker_states() {
        let Some(row) = employee_privacy::law_for(state) else { continue };
        let name = state.name();
        notes.law(row.law, format!("{name}: {}", row.note));
        notes.review(format!(
            "Employee privacy in {name}: {} ({}). The agreement's short notice of how the Company handles the Employee's information does not replace that.",
            row.note, row.law.citation
        ));
    }
    notes.review("Data protection: the agreement binds the Employee to the Company's written privacy, information-security and acceptable-use policies; confirm they exist and are given to the Employee.");
}
