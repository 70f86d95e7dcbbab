//! Intellectual property: the NDA's protection special clause (feedback, no residuals, no filings or derivative
//! works), and ownership of work product with the state's invention carve-out for employment and freelance work.

use super::{template, template_with, Roles};
use crate::domain::UsState;
use crate::drafting::library::Vars;
use crate::drafting::messages::{context, fixed_message, message};
use crate::drafting::model::{Clause, BLANK};
use crate::drafting::notes::Notes;
use crate::drafting::rules::invention_notice::{self, Kind};

/// The intellectual-property special clause in an NDA.
pub(crate) fn confidential_ip(roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    notes.adapted(fixed_message("ip.intellectual_property_protection_added_feedback"));
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
        Worker::Contractor => notes.review(fixed_message("ip.work_product_contractor_assigns_work")),
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
            notes.law(rule.law(), message("ip.requires_written_notice_employees_own", context! { name => name }));
            notes.adapted(message(
                "ip.invention_assignment_carries_written_notice",
                context! { name => name, citation => rule.citation },
            ));
            notes.review(message(
                "ip.invention_assignment_requires_written_notice",
                context! { name => name, citation => rule.citation },
            ));
            (rule.citation, true)
        }
        Some(rule) => {
            notes.law(rule.law(), message("ip.excludes_employee_s_own_time", context! { name => name }));
            notes.adapted(message(
                "ip.invention_assignment_excludes_own_time",
                context! { name => name, citation => rule.citation },
            ));
            (rule.citation, false)
        }
        None => {
            notes.adapted(fixed_message("ip.invention_assignment_excludes_own_time_2"));
            ("", false)
        }
    };
    let vars =
        Vars::roles(roles).with("citation", citation).with("notice_required", notice_required).with("blank", BLANK);
    template_with("ip/excluded-inventions", &vars)
}
