//! Intellectual property: the NDA's protection special clause (feedback, no residuals, no filings or derivative
//! works), and ownership of work product with the state's invention carve-out for employment and freelance work.

use super::{template, Roles};
use crate::domain::UsState;
use crate::drafting::model::Clause;
use crate::drafting::notes::Notes;
use crate::drafting::rules::invention_notice::{self, Kind};

/// The intellectual-property special clause in an NDA.
pub(crate) fn confidential_ip(roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    notes.adapted("Intellectual property protection added: feedback license, no residuals exception, no filings or derivative works based on Confidential Information.");
    ["ip/feedback", "ip/no-residuals", "ip/no-filings"].into_iter().map(|id| template(id, roles)).collect()
}

pub(crate) enum Worker {
    Employee,
    Contractor,
}

/// Ownership of work product, pre-existing materials and (for employees) the invention carve-out.
pub(crate) fn work_product(state: UsState, roles: &Roles, worker: Worker, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![];
    let ownership = match worker {
        Worker::Employee => "“**Work Product**” means all works of authorship, inventions, discoveries, designs, software, data, know-how and other materials that the {other} creates, conceives or reduces to practice, alone or with others, during the {other}'s employment that relate to the {owner}'s business or result from work done for the {owner}. Work Product that is copyrightable and created within the scope of employment is a “work made for hire” owned by the {owner}. The {other} assigns to the {owner} all rights, title and interest, including all intellectual property rights, in all other Work Product, subject only to the excluded inventions clause below.",
        // No "work made for hire" wording for contractors: in some states it turns the contractor into an
        // employee for certain statutes (see the review note).
        Worker::Contractor => "“**Work Product**” means all deliverables and other works of authorship, inventions, designs, software, data and materials that the {other} creates, alone or with others, in performing {purpose}. Upon the {owner}'s payment for it, the {other} assigns to the {owner} all rights, title and interest, including all intellectual property rights, in all Work Product.",
    };
    clauses.push(roles.clause("Ownership of Work Product", &[ownership]));
    clauses.push(roles.clause(
        "Pre-Existing Materials",
        &["The {other} keeps ownership of any materials, tools and know-how {it} owned or developed before or apart from {purpose} (“**Pre-Existing Materials**”). If any Pre-Existing Materials are included in Work Product, the {other} grants the {owner} a non-exclusive, perpetual, irrevocable, worldwide, royalty-free license to use, copy, modify and distribute them as part of the Work Product."],
    ));
    clauses.push(roles.clause(
        "Further Assurances",
        &["The {other} will sign documents and take other actions the {owner} reasonably requests, at the {owner}'s expense, to confirm, register and enforce the {owner}'s rights in Work Product. The {other} waives, to the extent the law allows, any moral rights in Work Product."],
    ));
    match worker {
        Worker::Employee => {
            clauses.push(excluded_inventions(state, roles, notes));
        }
        Worker::Contractor => {
            notes.review("Work product: the contractor assigns its work product on payment; the phrase 'work made for hire' was avoided because in some states (for example California, Cal. Lab. Code § 3351.5(c)) it can make the hiring party an employer for certain purposes.");
        }
    }
    clauses
}

fn excluded_inventions(state: UsState, roles: &Roles, notes: &mut Notes) -> Clause {
    let carve_out = "The assignment in this {doc} does not apply to any invention that the {other} developed entirely on the {other}'s own time without using the {owner}'s equipment, supplies, facilities or trade secret information, except for inventions that either (a) relate, when conceived or reduced to practice, to the {owner}'s business or to its actual or demonstrably anticipated research or development, or (b) result from any work the {other} performed for the {owner}.";
    let disclosure = "The {other} will disclose to the {owner} in confidence any invention the {other} believes falls within this exclusion, so that its status can be confirmed. The {other} has listed any inventions made before employment that the {other} wishes to exclude here: ____________________.";
    let name = state.name();
    match invention_notice::rule(state) {
        Some(rule) if rule.kind == Kind::NoticeRequired => {
            notes.law(
                rule.law(),
                format!(
                    "{name} requires written notice to employees that own-time inventions are excluded from assignment"
                ),
            );
            notes.adapted(format!(
                "Invention assignment carries the written notice of excluded inventions that {name} requires ({}).",
                rule.citation
            ));
            notes.review(format!("Invention assignment: {name} requires written notice of the excluded-inventions rule ({}); the agreement gives it in its own words. Consider attaching the statute's full text as an exhibit.", rule.citation));
            roles.clause(
                "Notice of Excluded Inventions",
                &[
                    &format!("This clause is the written notice to the {{other}} required by {}.", rule.citation),
                    carve_out,
                    disclosure,
                ],
            )
        }
        Some(rule) => {
            notes.law(rule.law(), format!("{name} excludes an employee's own-time inventions from assignment"));
            notes.adapted(format!(
                "Invention assignment excludes own-time inventions as {name} law provides ({}).",
                rule.citation
            ));
            roles.clause("Excluded Inventions", &[&format!("As {} provides:", rule.citation), carve_out, disclosure])
        }
        None => {
            notes.adapted("Invention assignment excludes own-time inventions made without company resources (the safe course, though not required by this state's statute).");
            roles.clause("Excluded Inventions", &[carve_out, disclosure])
        }
    }
}
