//! The non-compete special clause, drafted from [`non_compete::decide`]: the lawful alternative where the law voids
//! a non-compete for the order's facts (or for everyone), the covenant with the state's required terms where it is
//! lawful, and the alternative again where a fact that decides it is missing: a covenant is drafted only when it can
//! carry every term the state requires for these facts, since some states penalise presenting one they void, and
//! the notes name the facts to give. A state's required notice that must be signed separately is a section of its
//! own at the end of the document ([`separate_notice`]).

use super::{template, template_with, Roles};
use crate::domain::{SpecialClause, UsState};
use crate::drafting::library::Vars;
use crate::drafting::messages::{context, fixed_message, message};
use crate::drafting::model::{Clause, Section, BLANK};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::research::ClausePlan;
use crate::drafting::rules::non_compete::{
    self, Alternative, Decision, Missing, Outcome, SolicitationScope, StateDecision, Status, Worker,
};
use crate::drafting::rules::{covenant_notice, Law};

const COVENANTS: &str = "Restrictive Covenants";
const ALTERNATIVE: &str = "Non-Solicitation";

fn decision(ctx: &Ctx) -> Decision {
    non_compete::decide(ctx.request, ctx.as_of)
}

fn heading_of(decision: &Decision) -> &'static str {
    match decision.outcome {
        Outcome::LeaveOut(_) | Outcome::Conditional(_) => ALTERNATIVE,
        Outcome::Include => COVENANTS,
    }
}

/// The section the covenants go under, with its clauses and the research notes.
pub(crate) fn section(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Section {
    let decision = decision(ctx);
    Section::new(heading_of(&decision), covenants(ctx, &decision, roles, notes))
}

fn law_of(state: &StateDecision) -> Law {
    Law { name: state.position.law, citation: state.position.citation }
}

/// The clauses the non-compete selection becomes, with the matching research notes.
fn covenants(ctx: &Ctx, decision: &Decision, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let business = ctx.state();
    let governing = ctx.governing_state();
    for state in &decision.states {
        let name = state.state.name();
        let why = if state.state == governing {
            message("restrictive.non_compete_clause_was_selected", context! { name => name })
        } else if state.state == business {
            message("restrictive.non_compete_clause_was_selected_2", context! { name => name })
        } else {
            message("restrictive.non_compete_clause_was_selected_3", context! { name => name })
        };
        notes.law(law_of(state), why);
        for rule in &state.professions {
            notes.law(
                rule.law,
                message("restrictive.limits_non_competes_employee_s", context! { state => state.state.name() }),
            );
        }
    }
    if let [work, _] = decision.states.as_slice() {
        notes.adapted(message(
            "restrictive.non_compete_decided_under_law",
            context! { state => work.state.name(), business => business.name() },
        ));
    }
    let non_compete = matches!(decision.outcome, Outcome::Include);
    let mut clauses = match &decision.outcome {
        Outcome::LeaveOut(reason) => {
            let (clauses, described) = alternative(decision.alternative, decision.solicitation_scope(), roles);
            let first = &decision.states[0];
            if reason.void_for_everyone && decision.states.len() == 1 {
                let (name, citation) = (reason.state.name(), reason.law.citation);
                notes.adapted(message(
                    "restrictive.non_compete_not_included_law",
                    context! { name => name, citation => citation, described => described },
                ));
                notes.review(message("restrictive.non_compete_requested_but_left", context! { name => name, first => first.position.note.as_of(ctx.as_of), citation => citation, described => described }));
            } else {
                let sentence = reason.sentence();
                notes.adapted(message(
                    "restrictive.non_compete_not_included_document",
                    context! { sentence => &sentence, described => described },
                ));
                notes.review(message(
                    "restrictive.non_compete_requested_but_left_2",
                    context! { sentence => &sentence, described => described },
                ));
            }
            notes.clause(ClausePlan::left_out(
                SpecialClause::NonCompete,
                reason.sentence(),
                Some(capitalized(described)),
            ));
            clauses
        }
        Outcome::Conditional(missing) => {
            let (clauses, described) = alternative(decision.alternative, decision.solicitation_scope(), roles);
            let state = decision
                .states
                .iter()
                .find(|s| matches!(s.outcome, Outcome::Conditional(_)))
                .unwrap_or(&decision.states[0]);
            let (name, citation) = (state.state.name(), state.position.citation);
            let facts: Vec<String> = missing.iter().map(|m| m.describe()).collect();
            let facts = facts.join("; ");
            notes.adapted(message(
                "restrictive.non_compete_not_included_whether",
                context! { state => state.state.place(), facts => &facts, described => described },
            ));
            let next = match decision.worker {
                Worker::Employee => fixed_message("restrictive.give_them_under_form_s"),
                Worker::Contractor => fixed_message("restrictive.give_contract_s_value_other"),
                Worker::Other => fixed_message("restrictive.covenant_party_depends_pay_role"),
            };
            notes.review(message("restrictive.non_compete_requested_but_left_3", context! { name => name, position => state.position.note.as_of(ctx.as_of), citation => citation, facts => &facts, next => next }));
            notes.clause(ClausePlan::needs_facts(
                SpecialClause::NonCompete,
                message(
                    "restrictive.whether_law_allows_non_compete",
                    context! { state => state.state.place(), citation => citation, facts => &facts },
                ),
                capitalized(described),
                missing.iter().filter_map(Missing::field).collect(),
            ));
            clauses
        }
        Outcome::Include => {
            for state in &decision.states {
                included_notes(ctx, state, notes);
            }
            vec![limited_non_competition(roles), non_solicitation(roles, decision.solicitation_scope())]
        }
    };
    let extras = decision.extras();
    let mut added = vec![];
    for extras in &extras {
        for id in &extras.clauses {
            let clause = extra_clause(id, extras.state, non_compete, roles);
            added.extend(clause.heading.clone());
            clauses.push(clause);
        }
        if let Some(steps) = extras.steps {
            notes.review(steps);
        }
    }
    if !added.is_empty() {
        notes
            .adapted(message("restrictive.terms_law_state_requires_covenants", context! { added => added.join(", ") }));
    }
    signing_duties(decision, notes);
    for point in decision.review() {
        notes.review(point.as_str());
    }
    clauses
}

/// The signing duties of the states that decide, for the covenants the document carries, where the state's
/// non-compete row does not already give its steps: a non-compete when it is included, a non-solicitation covenant
/// when the state's duties reach it too.
fn signing_duties(decision: &Decision, notes: &mut Notes) {
    let non_compete = matches!(decision.outcome, Outcome::Include);
    let non_solicitation = decision.alternative == Alternative::NonSolicitation;
    for state in &decision.states {
        let Some(duty) = covenant_notice::signing_duty(state.state) else { continue };
        if !(non_compete || (non_solicitation && duty.non_solicitation_too)) {
            continue;
        }
        let name = duty.state.name();
        notes.law(
            duty.law,
            message("restrictive.sets_formalities_signing_restrictive_covenant", context! { name => name }),
        );
        if !(non_compete && state.extras.steps.is_some()) {
            notes.review(message(
                "restrictive.before_covenant_signed",
                context! { name => name, citation => duty.law.citation, note => duty.note },
            ));
        }
    }
}

/// The notes of a state whose law allows the covenant for these facts.
fn included_notes(ctx: &Ctx, state: &StateDecision, notes: &mut Notes) {
    let (name, citation) = (state.state.name(), state.position.citation);
    let note = state.position.note.as_of(ctx.as_of);
    match state.position.status {
        Status::Reasonableness | Status::Void => {
            notes.adapted(message(
                "restrictive.non_compete_included_limited_month",
                context! { name => name, citation => citation },
            ));
            notes.review(message(
                "restrictive.non_compete_confirm_duration_area",
                context! { name => name, note => note, citation => citation },
            ));
        }
        Status::Restricted => match basis(ctx, state) {
            Some(basis) => {
                notes.adapted(message(
                    "restrictive.non_compete_included_law_allows",
                    context! { name => name, basis => &basis, citation => citation },
                ));
                notes.review(message(
                    "restrictive.non_compete_included_because_confirm",
                    context! { name => name, note => note, citation => citation, basis => &basis },
                ));
            }
            None => {
                notes.adapted(message(
                    "restrictive.non_compete_included_terms_law",
                    context! { name => name, citation => citation },
                ));
                notes.review(message(
                    "restrictive.non_compete_law_sets_no",
                    context! { name => name, note => note, citation => citation },
                ));
            }
        },
    }
}

/// "the Employee's annual pay of $200,000 is above the $126,858.83 threshold and the Employee is exempt from
/// overtime": what the order said that meets the state's conditions; `None` when the state sets none.
fn basis(ctx: &Ctx, state: &StateDecision) -> Option<String> {
    let details = &ctx.request.details;
    let conditions = non_compete::conditions(state.state);
    let mut parts = vec![];
    if let (Some(threshold), Some(pay)) = (conditions.min_annual_pay(ctx.as_of), details.annual_pay) {
        parts.push(message(
            "restrictive.employee_s_annual_pay_above",
            context! { pay => pay.display_grouped(), figure => threshold.figure.display_grouped() },
        ));
    }
    match conditions.employees(ctx.as_of) {
        non_compete::Employees::Any => {}
        non_compete::Employees::Exempt | non_compete::Employees::Salaried => {
            parts.push(fixed_message("restrictive.employee_exempt_from_overtime"))
        }
    }
    (!parts.is_empty()).then(|| parts.join(" and "))
}

/// A description as a sentence's start ("a 12-month ..." → "A 12-month ...").
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The alternative's clauses and how the notes describe them.
fn alternative(alternative: Alternative, scope: SolicitationScope, roles: &Roles) -> (Vec<Clause>, &'static str) {
    match alternative {
        Alternative::TradeSecretNonSolicitation => (
            vec![trade_secret_non_solicitation(roles), freedom_to_work(roles)],
            "a clause barring the use of confidential information and trade secrets to solicit customers or staff",
        ),
        Alternative::NonSolicitation => (
            vec![non_solicitation(roles, scope), freedom_to_work(roles)],
            "a 12-month customer and employee non-solicitation clause",
        ),
    }
}

/// A state's required clause, rendered for the state, knowing whether the non-compete is in the document.
fn extra_clause(id: &str, state: UsState, non_compete: bool, roles: &Roles) -> Clause {
    let vars = Vars::roles(roles).state(state).with("non_compete", non_compete).with("blank", BLANK);
    template_with(id, &vars)
}

/// The state's notice that must be given and signed separately (Colorado's), as the document's last section, when
/// the covenants it concerns are in the document.
pub(crate) fn separate_notice(ctx: &Ctx, roles: &Roles, title: &str, notes: &mut Notes) -> Option<Section> {
    let decision = decision(ctx);
    let non_compete = matches!(decision.outcome, Outcome::Include);
    let extras = decision.extras();
    let (state, id) = extras.iter().find_map(|e| e.separate_notice.map(|id| (e.state, id)))?;
    let vars = Vars::roles(roles)
        .state(state)
        .with("non_compete", non_compete)
        .with("section", heading_of(&decision))
        .with("title", title.to_string())
        .customer("business", ctx.business())
        .with("blank", BLANK);
    let mut clause = template_with(id, &vars);
    let heading = clause.heading.take().unwrap_or_else(|| format!("{} Notice", state.name()));
    notes.adapted(message(
        "restrictive.notice_requires_document_s_last",
        context! { heading => &heading, state => state.name() },
    ));
    Some(Section::new(heading, vec![clause]))
}

fn limited_non_competition(roles: &Roles) -> Clause {
    template("restrictive/limited-non-competition", roles)
}

fn non_solicitation(roles: &Roles, scope: SolicitationScope) -> Clause {
    let vars = Vars::roles(roles)
        .with("direct_only", scope.direct_only)
        .with("personal_contact_only", scope.personal_contact_only);
    template_with("restrictive/non-solicitation", &vars)
}

fn trade_secret_non_solicitation(roles: &Roles) -> Clause {
    template("restrictive/trade-secret-non-solicitation", roles)
}

fn freedom_to_work(roles: &Roles) -> Clause {
    template("restrictive/freedom-to-work", roles)
}
