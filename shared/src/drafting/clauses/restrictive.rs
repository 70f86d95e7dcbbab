//! The non-compete special clause, decided by the state's row in the non-compete table: the lawful alternative
//! where non-competes are void, a narrow conditional covenant where they are restricted, and a limited 12-month
//! covenant elsewhere.

use super::Roles;
use crate::domain::UsState;
use crate::drafting::model::Clause;
use crate::drafting::research::Notes;
use crate::drafting::rules::non_compete::{self, Alternative, Status};
use crate::drafting::rules::Law;
use time::Date;

/// The section heading the covenants go under.
pub(crate) fn heading(state: UsState) -> &'static str {
    match non_compete::position(state).status {
        Status::Void => "Non-Solicitation",
        Status::Restricted | Status::Reasonableness => "Restrictive Covenants",
    }
}

/// The clauses the non-compete selection becomes in `state`, with the matching research notes.
pub(crate) fn covenants(state: UsState, as_of: Date, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let position = non_compete::position(state);
    let name = state.name();
    let citation = position.citation;
    notes.law(
        Law { name: position.law, citation },
        format!("the non-compete clause was selected and the document is governed by {name} law"),
    );
    match position.status {
        Status::Void => {
            let (clauses, described) = match position.alternative {
                Alternative::TradeSecretNonSolicitation => (
                    vec![trade_secret_non_solicitation(roles), freedom_to_work(roles)],
                    "a clause barring the use of confidential information and trade secrets to solicit customers or staff",
                ),
                Alternative::NonSolicitation => {
                    (vec![non_solicitation(roles), freedom_to_work(roles)], "a 12-month customer and employee non-solicitation clause")
                }
            };
            notes.adapted(format!(
                "Non-compete not included: {name} law makes non-compete covenants void ({citation}); the document uses {described} instead."
            ));
            notes.review(format!(
                "Non-compete requested but left out: in {name}, {} ({citation}). The lawful alternative used is {described}; confirm it fits the relationship.",
                position.note.as_of(as_of)
            ));
            clauses
        }
        Status::Restricted => {
            notes.adapted(format!(
                "Non-compete narrowed for {name}: 12 months, limited to direct competition where the business operates, and effective only if {name}'s conditions are met ({citation}); a non-solicitation clause backs it up, and a notice, advice-of-counsel and 14-day review clause records the steps those laws require."
            ));
            notes.review(format!(
                "Non-compete in {name}: {} ({citation}). Confirm the other party's pay against the current thresholds and that every notice, review-period and consideration requirement was met before signing; if not, delete the non-competition clause and keep the non-solicitation clause only where allowed.",
                position.note.as_of(as_of)
            ));
            vec![limited_non_competition(roles, state, true), non_solicitation(roles), notice_and_review(roles)]
        }
        Status::Reasonableness => {
            notes.adapted(format!(
                "Non-compete included as a limited 12-month restriction under {name}'s reasonableness standard ({citation})."
            ));
            notes.review(format!(
                "Non-compete in {name}: {} ({citation}). Confirm the duration, area and scope fit the business and that the other party receives consideration for the covenant.",
                position.note.as_of(as_of)
            ));
            vec![limited_non_competition(roles, state, false), non_solicitation(roles)]
        }
    }
}

fn limited_non_competition(roles: &Roles, state: UsState, conditional: bool) -> Clause {
    let mut paragraphs = vec![
        roles.p("During {during} and for twelve (12) months after {end} (the “**Restricted Period**”), the {other} will not, within any state or territory in which the {owner} actively sells its products or services and about which the {other} received Confidential Information, own, manage, operate, be employed by or provide services to a business that competes directly with the specific products or services of the {owner} to which that Confidential Information relates (a “**Competing Business**”)."),
        roles.p("Holding less than two percent (2%) of the shares of a publicly traded company is not a breach of this clause. If a court finds this restriction broader than the law allows, the {parties} ask the court to enforce it to the greatest extent the law allows."),
    ];
    if conditional {
        paragraphs.push(roles.p(&format!(
            "This clause applies only if, and only to the extent that, a covenant of this kind is enforceable against the {{other}} under the law of {} and of any other state whose law applies to the {{other}} by law, including any minimum earnings threshold, advance notice, review period, consideration and maximum duration that law requires. Where it is not enforceable, this clause does not apply and the non-solicitation clause applies to the extent the law allows.",
            state.name()
        )));
    }
    crate::drafting::model::clause("Limited Non-Competition", paragraphs)
}

/// The notice, advice-of-counsel and review-period statement the restricted states ask for before a covenant binds.
fn notice_and_review(roles: &Roles) -> Clause {
    roles.clause(
        "Notice, Advice of Counsel and Review Period",
        &["The {owner} advises the {other} in writing, by this clause, that the {other} has the right to consult an attorney of {its} choice before signing this {doc}. The {other} confirms that {it} received this {doc}, including its restrictive covenants, at least fourteen (14) calendar days before it had to be signed, or earlier if the law requires, and together with or before any formal offer of engagement. The covenants bind the {other} only if any further notice, consideration and earnings requirement of the applicable law has been met."],
    )
}

fn non_solicitation(roles: &Roles) -> Clause {
    roles.clause(
        "Non-Solicitation",
        &[
            "During {during} and for twelve (12) months after {end}, the {other} will not, directly or through others: (a) solicit any established customer or client of the {owner} with whom the {other} dealt, or about whom the {other} received Confidential Information, to buy competing products or services or to reduce its business with the {owner}; or (b) solicit any employee or individual contractor of the {owner} with whom the {other} had contact in connection with {purpose} to leave the {owner}.",
            "General advertising and job postings not aimed at the {owner}'s customers or people, and responding to someone who makes contact first, are not solicitation.",
        ],
    )
}

fn trade_secret_non_solicitation(roles: &Roles) -> Clause {
    roles.clause(
        "Non-Solicitation Using Confidential Information",
        &["During {during} and afterwards, the {other} will not use or disclose any Confidential Information, including trade secrets such as non-public customer lists, customer needs and pricing, or information about the {owner}'s employees and contractors, to solicit or interfere with the {owner}'s relationships with its customers, suppliers, employees or contractors."],
    )
}

fn freedom_to_work(roles: &Roles) -> Clause {
    roles.clause(
        "Freedom to Work",
        &["Nothing in this {doc} restrains the {other} from engaging in any lawful profession, trade or business, as long as the {other} does not use or disclose Confidential Information in doing so."],
    )
}
