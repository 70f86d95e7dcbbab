//! The decisions of the Employment Agreement: at-will employment or the state's good-cause rule from the at-will
//! table, the definition of cause that fits it, and the pay and classification notes. The clause text is the
//! templates `drafting/clauses/employment/*.j2`.

use super::{template, template_with, Roles};
use crate::domain::UsState;
use crate::drafting::library::Vars;
use crate::drafting::messages::{context, fixed_message, message};
use crate::drafting::model::Clause;
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::final_pay::{self, VacationPayout};
use crate::drafting::rules::{at_will, employment_forum, federal};

/// At-will employment, or the state's exception from the at-will table (a probationary period, then good cause).
pub(crate) fn at_will_or_good_cause(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    // Montana's good-cause rule reaches an employee who works there, and an agreement governed by its law.
    match ctx.worker_states().into_iter().find_map(at_will::exception) {
        Some(rule) => {
            let name = rule.state.name();
            notes.law(rule.law, message("employment.not_at_will_state", context! { name => name, note => rule.note }));
            notes.adapted(message(
                "employment.not_at_will_requires_good",
                context! { name => name, probation_months => rule.probation_months, citation => rule.law.citation },
            ));
            notes.review(message(
                "employment.confirm_probationary_period_company_s",
                context! { name => name, citation => rule.law.citation },
            ));
            let probation = Vars::roles(roles)
                .with("months_word", number_word(rule.probation_months))
                .with("months", rule.probation_months);
            let good_cause = Vars::roles(roles).with("law_name", rule.law.name).with("citation", rule.law.citation);
            vec![
                template_with("employment/probationary-period", &probation),
                template_with("employment/good-cause-after-probation", &good_cause),
            ]
        }
        None => {
            notes.adapted(fixed_message("employment.employment_at_will_default_rule"));
            vec![template("employment/at-will", roles)]
        }
    }
}

/// The definition of cause, which neither narrows the state's good cause nor changes at-will employment.
pub(crate) fn cause(ctx: &Ctx, roles: &Roles) -> Clause {
    let good_cause = ctx.worker_states().into_iter().any(|state| at_will::exception(state).is_some());
    template_with("employment/cause", &Vars::roles(roles).with("good_cause", good_cause))
}

/// The federal wage-and-hour law and the classification review for the state.
pub(crate) fn pay_notes(ctx: &Ctx, notes: &mut Notes) {
    let name = ctx.work_state().name();
    notes.law(federal::FLSA, fixed_message("employment.pay_overtime_exempt_classification"));
    notes.review(message("employment.confirm_pay_exempt_non_exempt", context! { name => name }));
}

/// What ending the employment does: final wages within the time the law of the place where the Employee works
/// requires (its citation; the next regular payday where no statute sets one), earned vacation as that law treats it,
/// the return of property and what survives. The deadlines themselves go to the review notes.
pub(crate) fn effect_of_ending(ctx: &Ctx, notes: &mut Notes) -> Clause {
    let rule = final_pay::final_pay(ctx.work_state());
    let name = rule.state.name();
    let vacation = match rule.vacation {
        VacationPayout::Required => "required",
        VacationPayout::UnlessPolicySaysOtherwise => "unless_policy",
        VacationPayout::PolicyGoverns => "policy",
    };
    if rule.statute {
        notes.law(rule.law, message("employment.final_wages_are_due_under", context! { state => rule.state.place() }));
    }
    let penalty = rule.penalty.map(|penalty| format!(" Late payment: {penalty}.")).unwrap_or_default();
    notes.review(message(
        "employment.final_pay_set_payroll_meet",
        context! { state => rule.state.place(), citation => rule.law.citation, note => rule.note, penalty => penalty },
    ));
    let vars = Vars::default()
        .with("place", name)
        .with("citation", rule.law.citation)
        .with("statute", rule.statute)
        .with("vacation", vacation);
    template_with("employment/effect-of-ending-employment", &vars)
}

/// The state whose law and courts the agreement chooses: the Company's, or the state where the Employee works when
/// that state voids an out-of-state choice of law or forum for its workers; with the notes saying which and why.
pub(crate) fn governing_state(ctx: &Ctx, notes: &mut Notes) -> UsState {
    let (business, work) = (ctx.state(), ctx.work_state());
    if work == business {
        return business;
    }
    let governing = ctx.governing_state();
    let (company, employee) = (business.name(), work.name());
    match employment_forum::protection(work) {
        Some(row) if governing == work => {
            notes.law(
                row.law,
                message("employment.employee_works_protects", context! { employee => employee, note => row.note }),
            );
            notes.adapted(message(
                "employment.governed_law_courts_where_employee",
                context! { work => work.jurisdiction(), employee => employee, citation => row.law.citation },
            ));
        }
        _ => notes.review(message(
            "employment.employee_works_s_employment_laws",
            context! { employee => employee, company => company },
        )),
    }
    governing
}

fn number_word(n: u32) -> &'static str {
    match n {
        3 => "three",
        6 => "six",
        9 => "nine",
        12 => "twelve",
        18 => "eighteen",
        _ => "the stated number of",
    }
}
