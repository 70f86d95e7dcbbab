//! The data-protection special clause: for agreements, personal data handling, security, sub-processors, breach
//! notice and deletion; for published documents, the security promises made to users.

use super::{template, Roles};
use crate::domain::{SpecialClause, UsState};
use crate::drafting::model::{clause, p, Clause};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::{federal, privacy};

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

pub(crate) fn published_security(ctx: &Ctx, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![clause("Safeguards", vec![p("We use reasonable administrative, technical and physical safeguards designed to protect personal information against loss, misuse and unauthorized access, disclosure, alteration and destruction. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.")])];
    if ctx.has(SpecialClause::DataProtection) {
        notes.law(federal::STATE_BREACH_LAWS, "the document commits to breach notice as state laws require");
        if let Some(row) = privacy::law_for(ctx.state()) {
            notes.law(row.law, format!("{} has a comprehensive consumer-privacy law", ctx.state_name()));
        }
        notes.adapted("Data protection: the document describes encryption, access controls, vendor contracts and breach notification.");
        clauses.push(clause("Our Security Program", vec![p("Our safeguards include encryption of personal information in transit and, where appropriate, at rest; access controls and multi-factor authentication for systems holding personal information; regular review of our security practices; and written contracts requiring our service providers to protect personal information and use it only for the services they provide to us.")]));
        clauses.push(clause("Security Incidents", vec![p("If a security breach affects your personal information, we will notify you and any authorities as the applicable data-breach notification laws require, and take steps to contain the breach and reduce its effects.")]));
    }
    clauses
}
