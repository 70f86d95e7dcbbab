//! Intellectual property: the NDA's protection special clause (feedback, no residuals, no filings or derivative
//! works), and ownership of work product with the state's invention carve-out for employment and freelance work.

use super::{template, template_with, Roles};
use crate::domain::UsState;
use crate::drafting::library::Vars;
use crate::drafting::model::{Clause, BLANK};
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
    let ownership = match worker {
        Worker::Employee => "ip/work-product-employee",
        // No "work made for hire" wording for contractors: in some states it turns the contractor into an
        // employee for certain statutes (see the review note).
        Worker::Contractor => "ip/work-product-contractor",
    };
    let mut clauses: Vec<Clause> = [ownership, "ip/pre-existing-materials", "ip/further-assurances"]
        .into_iter()
        .map(|id| template(id, roles))
        .collect();
    match worker {
        Worker::Employee => clauses.push(excluded_inventions(state, roles, notes)),
        Worker::Contractor => notes.review("Work product: the contractor assigns its work product on payment; the phrase 'work made for hire' was avoided because in some states (for example California, Cal. Lab. Code § 3351.5(c)) it can make the hiring party an employer for certain purposes."),
    }
    clauses
}

/// Of the states whose rules reach an employee (the Company's, then the work state), the one whose invention rule asks
/// most: a written notice, then a statutory carve-out; on a tie the work state's, else the Company's.
pub(crate) fn invention_state(states: &[UsState]) -> UsState {
    let rank = |state: &UsState| match invention_notice::rule(*state).map(|rule| rule.kind) {
        Some(Kind::NoticeRequired) => 2,
        Some(Kind::CarveOutOnly) => 1,
        None => 0,
    };
    let first = states.first().copied().unwrap_or(UsState::Alabama);
    states.iter().copied().fold(first, |best, state| if rank(&state) >= rank(&best) { state } else { best })
}

/// The invention carve-out of an employee's assignment: the state's statute when it has one (with the written
/// notice some states require), else the same carve-out as the safe course.
fn excluded_inventions(state: UsState, roles: &Roles, notes: &mut Notes) -> Clause {
    let name = state.name();
    let (citation, notice_required) = match invention_notice::rule(state) {
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
            (rule.citation, true)
        }
        Some(rule) => {
            notes.law(rule.law(), format!("{name} excludes an employee's own-time inventions from assignment"));
            notes.adapted(format!(
                "Invention assignment excludes own-time inventions as {name} law provides ({}).",
                rule.citation
            ));
            (rule.citation, false)
        }
        None => {
            notes.adapted("Invention assignment excludes own-time inventions made without company resources (the safe course, though not required by this state's statute).");
            ("", false)
        }
    };
    let vars =
        Vars::roles(roles).with("citation", citation).with("notice_required", notice_required).with("blank", BLANK);
    template_with("ip/excluded-inventions", &vars)
}
