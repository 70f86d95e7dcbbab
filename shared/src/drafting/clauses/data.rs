//! The data-protection special clause: for agreements, personal data handling, security, sub-processors, breach
//! notice and deletion; for published documents, the security promises made to users.

use super::{template, template_with, Roles};
use crate::domain::{SpecialClause, UsState};
use crate::drafting::library::Vars;
use crate::drafting::messages::{context, fixed_message, message};
use crate::drafting::model::Clause;
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::{employee_privacy, federal, privacy};

pub(crate) fn data_protection(state: UsState, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    notes.law(federal::STATE_BREACH_LAWS, fixed_message("data.data_protection_clause_requires_breach"));
    if let Some(row) = privacy::law_for(state) {
        notes.law(row.law, message("data.has_comprehensive_consumer_privacy_law", context! { state => state.name() }));
    }
    notes.adapted(fixed_message("data.data_protection_clause_added_processing"));
    notes.review(fixed_message("data.data_protection_if_other_party"));
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
        notes.law(federal::STATE_BREACH_LAWS, fixed_message("data.document_commits_breach_notice_state"));
        if let Some(row) = privacy::law_for(ctx.state()) {
            notes.law(
                row.law,
                message("data.has_comprehensive_consumer_privacy_law_2", context! { state => ctx.state_name() }),
            );
        }
        notes.adapted(fixed_message("data.data_protection_document_describes_encryption"));
        clauses.push(template_with("data/published-security-program", &vars));
        clauses.push(template_with("data/published-breach-notice", &vars));
    }
    clauses
}

/// The notes of an employee's data-protection terms (the clauses are templates the outline names): the state laws on
/// the Company's handling of its employees' own information, for the business's state and the state where the
/// employee works.
pub(crate) fn employee_privacy_notes(ctx: &Ctx, notes: &mut Notes) {
    notes.law(federal::STATE_BREACH_LAWS, fixed_message("data.employee_reports_security_incidents_so"));
    for state in ctx.worker_states() {
        let Some(row) = employee_privacy::law_for(state) else { continue };
        let name = state.name();
        notes.law(row.law, format!("{name}: {}", row.note));
        notes.review(message(
            "data.employee_privacy_agreement_s_short",
            context! { name => name, note => row.note, citation => row.law.citation },
        ));
    }
    notes.review(fixed_message("data.data_protection_agreement_binds_employee"));
}
