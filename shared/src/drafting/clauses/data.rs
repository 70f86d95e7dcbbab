//! The data-protection special clause: for agreements, personal data handling, security, sub-processors, breach
//! notice and deletion; for published documents, the security promises made to users.

use super::Roles;
use crate::domain::{SpecialClause, UsState};
use crate::drafting::engine::Ctx;
use crate::drafting::model::{clause, p, Clause};
use crate::drafting::research::Notes;
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
    vec![
        roles.clause(
            "Personal Data",
            &[
                "“**Personal Data**” means any information the {other} receives from or on behalf of the {owner}, or collects for it, in connection with {purpose} that identifies, relates to, describes or could reasonably be linked to an individual or household, including personal information as defined by any applicable privacy or data-protection law.",
                "The {other} will process Personal Data only on the {owner}'s documented instructions and only for {purpose}, and will comply with every privacy, data-protection and data-security law that applies to {it}, including applicable state consumer-privacy laws. The {other} will not sell or share Personal Data, as those terms are used in those laws; will not retain, use or disclose it outside the direct business relationship with the {owner}; and will not combine it with personal information from other sources except as those laws allow a service provider or processor to do. The {other} will tell the {owner} if {it} can no longer meet these obligations.",
            ],
        ),
        roles.clause(
            "Security and Sub-Processors",
            &[
                "The {other} will maintain reasonable administrative, technical and physical safeguards appropriate to the nature of the Personal Data, including access controls, encryption of Personal Data in transit and at rest where reasonably practicable, and training for anyone who handles it.",
                "The {other} will not let any third party access Personal Data without the {owner}'s prior written consent, and then only under a written agreement that imposes obligations at least as protective as this {doc}. The {other} remains responsible for each such third party.",
            ],
        ),
        roles.clause(
            "Security Incidents",
            &["The {other} will notify the {owner} in writing without undue delay, and in any event within seventy-two (72) hours, after discovering any unauthorized access to or acquisition, use, loss or disclosure of Personal Data (a “**Security Incident**”). The {other} will give the {owner} the information it reasonably needs to meet its own notification duties under state data-breach laws, take reasonable steps to contain and remedy the Security Incident, and not notify affected individuals or regulators about it without the {owner}'s consent unless the law requires."],
        ),
        roles.clause(
            "Privacy Requests and Deletion",
            &["The {other} will help the {owner}, on reasonable request, to respond to individuals exercising their privacy rights and to meet its obligations under privacy laws. When {end}, or earlier on the {owner}'s written request, the {other} will delete or return all Personal Data unless the law requires it to keep a copy, which remains subject to this {doc}."],
        ),
    ]
}

/// What a published document (terms of service, privacy policy) promises about security: reasonable safeguards
/// always, and with the data-protection clause the security program and breach notification.
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
