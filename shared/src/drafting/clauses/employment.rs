//! The decisions of the Employment Agreement: at-will employment or the state's good-cause rule from the at-will
//! table, the definition of cause that fits it, and the pay and classification notes. The clause text is the
//! templates `drafting/clauses/employment/*.j2`.

use super::{template, template_with, Roles};
use crate::domain::UsState;
use crate::drafting::library::Vars;
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
            notes.law(rule.law, format!("{name} is not an at-will state: {}", rule.note));
            notes.adapted(format!(
                "Not at-will: {name} requires good cause for discharge after a {}-month probationary period ({}).",
                rule.probation_months, rule.law.citation
            ));
            notes.review(format!("{name}: confirm the probationary period and that the Company's written personnel policies are followed in any discharge ({}).", rule.law.citation));
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
            notes.adapted("Employment is at will, the default rule in this state.");
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
    notes.law(federal::FLSA, "pay, overtime and exempt classification");
    notes.review(format!(
        "Confirm the pay and the exempt or non-exempt classification (federal and {name} salary and duties tests)."
    ));
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
        notes.law(
            rule.law,
            format!("final wages are due under the law of {}, where the Employee works", rule.state.place()),
        );
    }
    let penalty = rule.penalty.map(|penalty| format!(" Late payment: {penalty}.")).unwrap_or_default();
    notes.review(format!(
        "Final pay in {} ({}): {}{penalty} Set payroll to meet these deadlines.",
        rule.state.place(),
        rule.law.citation,
        rule.note
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
            notes.law(row.law, format!("the Employee works in {employee}, which protects {}", row.note));
            notes.adapted(format!(
                "Governed by the law and courts of the {}, where the Employee works: {employee} law does not allow an agreement with its workers to choose another state's law or courts ({}).",
                work.jurisdiction(),
                row.law.citation
            ));
        }
        _ => notes.review(format!(
            "The Employee works in {employee}: {employee}'s employment laws (wages and final pay, leave, discrimination, any exception to at-will employment, invention-assignment notices) apply to the Employee whatever this agreement chooses. The agreement is governed by {company} law; confirm it meets {employee}'s rules."
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
