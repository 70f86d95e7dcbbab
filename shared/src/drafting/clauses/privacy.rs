//! The privacy policy's decisions from the customer's answers (issue 10): whether the business sells or shares
//! personal information, uses targeted advertising, and which sensitive data it handles. With an answer the policy
//! says plainly which is true; without one it keeps its conditional wording and the review notes name the fact to
//! decide. Also the notices states require where the facts call for them (`rules/privacy_notice.toml`), the children's
//! and teens' sections, and health information. The wording is in the `privacy/` clause templates, which branch on
//! the values [`practice_vars`] gives them.

use super::{template_with, Roles};
use crate::domain::details::SensitiveData;
use crate::drafting::library::{Library, Vars};
use crate::drafting::messages::{context, fixed_message, message};
use crate::drafting::model::{Clause, Run};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::privacy_notice::{sensitive_kind_id, Applies, Place, PRIVACY_NOTICES};
use crate::drafting::rules::registry::long_date;
use crate::drafting::rules::{
    biometric_privacy, consumer_health_data, federal, minors_privacy, opt_out_signals, sensitive_data, StateLaw,
};
use minijinja::Value;

/// "yes", "no" or "unknown": an answer as the templates read it.
fn answer(value: Option<bool>) -> &'static str {
    match value {
        Some(true) => "yes",
        Some(false) => "no",
        None => "unknown",
    }
}

/// What the policy can say about selling, sharing and targeted advertising together: "some" (either is done: the
/// opt-out link and Global Privacy Control), "none" (neither: no opt-out machinery), "ads-unknown" (no sale or sharing,
/// advertising not answered) or "unknown".
fn trade(ctx: &Ctx) -> &'static str {
    let details = &ctx.request.details;
    match (details.sells_or_shares_data, details.targeted_advertising) {
        (Some(true), _) | (_, Some(true)) => "some",
        (Some(false), Some(false)) => "none",
        (Some(false), None) => "ads-unknown",
        _ => "unknown",
    }
}

/// The sensitive kinds the sensitive-information clause lists, in the form's order (teens' data is not sensitive
/// data under the state laws; the children's section covers it).
fn sensitive_kinds(ctx: &Ctx) -> Vec<SensitiveData> {
    SensitiveData::ALL
        .iter()
        .copied()
        .filter(|kind| !matches!(kind, SensitiveData::NoneOfThese | SensitiveData::Teens))
        .filter(|kind| ctx.handles(*kind))
        .collect()
}

/// "none", "some" or "unknown": whether the business said it handles sensitive data.
fn sensitive(ctx: &Ctx) -> &'static str {
    match &ctx.request.details.sensitive_data {
        None => "unknown",
        Some(_) if sensitive_kinds(ctx).is_empty() => "none",
        Some(_) => "some",
    }
}

/// "eighteen (18)": an age as a contract writes it.
fn age_words(age: u8) -> String {
    const WORDS: [&str; 9] =
        ["thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "twenty-one"];
    match WORDS.get(usize::from(age.saturating_sub(13))) {
        Some(word) if age >= 13 => format!("{word} ({age})"),
        _ => age.to_string(),
    }
}

/// "A, B and C".
fn and_list(names: &[&str]) -> String {
    joined(names, ", ", "and")
}

/// The order's vocabulary plus the privacy facts: `sale`, `ads` ("yes", "no", "unknown"), `trade`, `sensitive`,
/// `kinds` (the sensitive kinds' ids), `minors_age` ("eighteen (18)") and `minors_states`.
pub(crate) fn practice_vars(ctx: &Ctx, roles: &Roles) -> Vars {
    let details = &ctx.request.details;
    let kinds: Vec<&str> = sensitive_kinds(ctx).into_iter().map(sensitive_kind_id).collect();
    let states: Vec<&str> = minors_privacy::MINORS_RULES.iter().map(|rule| rule.state.name()).collect();
    Vars::order(roles, ctx)
        .with("sale", answer(details.sells_or_shares_data))
        .with("ads", answer(details.targeted_advertising))
        .with("trade", trade(ctx))
        .with("sensitive", sensitive(ctx))
        .with("kinds", Value::from(kinds.into_iter().map(Value::from).collect::<Vec<Value>>()))
        .with("minors_age", age_words(minors_privacy::strictest_age()))
        .with("minors_states", and_list(&states))
        .with("strictly_necessary_states", strictly_necessary_states(ctx))
}

/// "Maryland": where sensitive data may be processed only when strictly necessary, consent being no substitute.
fn strictly_necessary_states(ctx: &Ctx) -> String {
    let states: Vec<&str> =
        sensitive_data::strictly_necessary(ctx.as_of).iter().map(|(state, _)| state.name()).collect();
    joined(&states, ", ", "or")
}

/// The clause template `clause_id` rendered with the privacy facts; none when it renders empty (a clause that has
/// nothing to say for these facts).
pub(crate) fn practice(ctx: &Ctx, roles: &Roles, clause_id: &str) -> Option<Clause> {
    let clause = template_with(clause_id, &practice_vars(ctx, roles));
    (!clause.paragraphs.is_empty()).then_some(clause)
}

/// The laws that make the policy's promise to honour Global Privacy Control a duty: where the business sells, shares
/// or targets ads (or has not said it does not), the state's own law when it has one in force, and the other states'
/// in force and coming, since a website serves them all.
fn opt_out_signal_notes(ctx: &Ctx, notes: &mut Notes) {
    if trade(ctx) == "none" {
        return;
    }
    let (now, coming) = opt_out_signals::in_force_and_coming(ctx.as_of);
    if let Some(own) = now.iter().find(|duty| duty.state == ctx.state()) {
        notes.law(own.law, fixed_message("privacy.business_must_honour_universal_opt"));
    }
    let cited = |duties: &[opt_out_signals::SignalDuty], dated: bool| -> Vec<String> {
        duties
            .iter()
            .map(|duty| match dated {
                true => format!("{} from {} ({})", duty.state.name(), long_date(duty.required_from), duty.law.citation),
                false => format!("{} ({})", duty.state.name(), duty.law.citation),
            })
            .collect()
    };
    let laws = match now.len() {
        1 => "the law of",
        _ => "the laws of",
    };
    let verb = if now.len() == 1 { "requires" } else { "require" };
    let mut point = message(
        "privacy.universal_opt_out_signals_policy",
        context! { laws => laws, cited => joined(&cited(&now, false), "; ", "and"), verb => verb },
    );
    if !coming.is_empty() {
        point.push_str(&message(
            "privacy.enacted_apply_later",
            context! { cited => joined(&cited(&coming, true), "; ", "and") },
        ));
    }
    point.push_str(&fixed_message("privacy.check_website_really_stops_selling"));
    notes.review(point);
}

/// The clauses the practice notes are about: the policy's statement on sale, sharing and targeted advertising, and
/// its list of sensitive information.
const SALE: &str = "privacy/sale-sharing-and-targeted-advertising";
const SENSITIVE: &str = "privacy/sensitive-information";

/// What the answers decided, and what to decide or confirm; each note beside the clause it is about.
pub(crate) fn practice_notes(ctx: &Ctx, notes: &mut Notes) {
    let details = &ctx.request.details;
    match (details.sells_or_shares_data, details.targeted_advertising) {
        (Some(true), _) => {
            notes.adapted(fixed_message("privacy.sale_sharing_said_plainly_policy"));
            notes.require(fixed_message("privacy.notice_right_opt_out_sale"));
            notes.review_about(fixed_message("privacy.sale_sharing_fill_categories_personal"), &[SALE]);
        }
        (Some(false), ads) => {
            notes.adapted(match ads {
                Some(false) => fixed_message("privacy.policy_says_plainly_business_does"),
                Some(true) => fixed_message("privacy.policy_says_plainly_business_does_2"),
                None => fixed_message("privacy.policy_says_plainly_business_does_3"),
            });
            notes.review_about(fixed_message("privacy.no_sale_sharing_policy_says"), &[SALE]);
        }
        (None, _) => notes.review_about(fixed_message("privacy.sale_sharing_customer_did_not"), &[SALE]),
    }
    match (details.sells_or_shares_data, details.targeted_advertising) {
        (_, None) => notes.review_about(fixed_message("privacy.targeted_advertising_customer_did_not"), &[SALE]),
        (Some(false), Some(true)) => {
            notes.review_about(fixed_message("privacy.targeted_advertising_without_sale_sharing"), &[SALE])
        }
        (_, Some(true)) => notes.adapted(fixed_message("privacy.targeted_advertising_said_plainly_opt")),
        (Some(false), Some(false)) => {}
        (_, Some(false)) => notes.adapted(fixed_message("privacy.policy_says_business_does_not")),
    }
    opt_out_signal_notes(ctx, notes);
    if sensitive(ctx) != "none" {
        for (state, law) in sensitive_data::strictly_necessary(ctx.as_of) {
            let name = state.name();
            notes.law(law, message("privacy.policy_may_reach_residents_whose", context! { name => name }));
            notes.review_about(
                message(
                    "privacy.sensitive_data_residents_policy_says",
                    context! { name => name, citation => law.citation },
                ),
                &[SENSITIVE],
            );
        }
    }
    match sensitive(ctx) {
        "unknown" => notes.review_about(fixed_message("privacy.sensitive_data_customer_did_not"), &[SENSITIVE]),
        "none" => {
            notes.adapted(fixed_message("privacy.policy_says_business_does_not_2"));
            notes.review_about(fixed_message("privacy.sensitive_data_policy_says_no"), &[SENSITIVE]);
        }
        _ => {
            let labels: Vec<&str> = sensitive_kinds(ctx).into_iter().map(SensitiveData::label).collect();
            notes.adapted(message(
                "privacy.policy_lists_sensitive_personal_information",
                context! { labels => labels.join(", ") },
            ));
            if details.sells_or_shares_data == Some(true) {
                notes.adapted(fixed_message("privacy.sensitive_data_sale_policy_offers"));
                notes.review_about(fixed_message("privacy.sensitive_data_sale_business_sells"), &[SENSITIVE]);
            }
        }
    }
    if ctx.handles(SensitiveData::Biometric) {
        for row in biometric_privacy::BIOMETRIC_PRIVACY_LAWS {
            notes.law(
                row.law,
                message(
                    "privacy.business_handles_biometric_data_policy",
                    context! { state => row.state.name(), note => row.note },
                ),
            );
        }
        notes.adapted(fixed_message("privacy.biometric_data_policy_states_written"));
        if details.sells_or_shares_data == Some(true) {
            notes.review_about(message("privacy.biometric_data_sale_business_sells", context! { citations => and_list(&biometric_privacy::BIOMETRIC_PRIVACY_LAWS.iter().map(|row| row.law.citation).collect::<Vec<_>>()) }), &[SENSITIVE]);
        }
    }
}

/// The notices a state requires at `place` in the policy, for the facts given: each that applies, in the table's
/// words (bold where the row says it must be conspicuous); a review note for each that turns on a fact not answered.
pub(crate) fn state_notices(ctx: &Ctx, roles: &Roles, place: Place, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![];
    for row in PRIVACY_NOTICES.iter().filter(|row| row.place == place) {
        let state = row.state.name();
        match row.applies(&ctx.request.details, ctx.as_of) {
            Applies::No => {}
            Applies::Unknown => notes.review(message(
                "privacy.answer_privacy_questions_form_whether",
                context! { state => state, citation => row.law.citation, note => row.note },
            )),
            Applies::Yes => {
                let because = if row.when_sells {
                    message(
                        "privacy.business_sells_shares_personal_information",
                        context! { state => state, note => row.note },
                    )
                } else {
                    message("privacy.policy_may_reach_residents", context! { state => state, note => row.note })
                };
                notes.law(row.law, because);
                notes.adapted(message(
                    "privacy.policy_carries_notice_requires",
                    context! { state => state, citation => row.law.citation },
                ));
                let rendered = Library::embedded()
                    .render_text(row.notice, &Vars::order(roles, ctx))
                    .unwrap_or_else(|e| panic!("{state}'s notice in privacy_notice.toml failed to render: {e:#}"));
                let mut paragraphs = rendered.paragraphs;
                if row.conspicuous {
                    for paragraph in &mut paragraphs {
                        paragraph.runs = vec![Run::bold(paragraph.text())];
                    }
                }
                clauses.push(Clause::new(row.heading.map(str::to_string), paragraphs));
            }
        }
    }
    clauses
}

/// What the policy says it does not sell, where a state bans selling a kind of sensitive data the business handles
/// even with consent: for a business that sells or shares personal information, a clause naming each kind and state;
/// where the answers that decide it are missing, a review note instead.
pub(crate) fn sensitive_data_not_sold(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let details = &ctx.request.details;
    if details.sells_or_shares_data == Some(false) {
        return vec![];
    }
    let handled = |kind: &SensitiveData| details.sensitive_data.as_ref().is_none_or(|kinds| kinds.contains(kind));
    // Each state's ban on the kinds the business may handle: what is not sold, and of whose residents.
    let mut bans = vec![];
    for ban in sensitive_data::sale_bans(ctx.as_of) {
        let kinds: Vec<&str> =
            ban.kinds.iter().filter(|kind| handled(kind)).map(|kind| sensitive_kind_words(*kind)).collect();
        if kinds.is_empty() {
            continue;
        }
        let what = if ban.all_sensitive {
            fixed_message("privacy.any_sensitive_personal_information")
        } else {
            joined(&kinds, ", ", "or")
        };
        bans.push((ban, what));
    }
    if bans.is_empty() {
        return vec![];
    }
    let lines: Vec<String> = bans
        .iter()
        .map(|(ban, what)| format!("{what} of residents of {} ({})", ban.state.name(), ban.law.citation))
        .collect();
    if details.sells_or_shares_data.is_none() || details.sensitive_data.is_none() {
        notes.review(message(
            "privacy.selling_sensitive_data_some_states",
            context! { lines => joined(&lines, "; ", "and") },
        ));
        return vec![];
    }
    for (ban, what) in &bans {
        let state = ban.state.name();
        notes.law(
            ban.law,
            message("privacy.business_sells_personal_information_handles", context! { note => ban.note }),
        );
        notes.adapted(message(
            "privacy.policy_says_business_does_not_3",
            context! { what => what, state => state, citation => ban.law.citation },
        ));
    }
    notes.review(fixed_message("privacy.sensitive_data_sale_policy_says"));
    let vars = practice_vars(ctx, roles).with("bans", joined(&lines, "; ", "or"));
    vec![template_with("privacy/sensitive-data-not-sold", &vars)]
}

/// "A, B or C" (`", "`, `"or"`) or "A; B; and C" (`"; "`, `"and"`).
fn joined<S: AsRef<str>>(items: &[S], separator: &str, conjunction: &str) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            let before = if separator == ", " { " " } else { separator };
            format!("{}{before}{conjunction} {last}", rest.join(separator))
        }
        Some((last, _)) => last.to_string(),
        None => String::new(),
    }
}

/// How the policy names a kind of sensitive data it does not sell.
fn sensitive_kind_words(kind: SensitiveData) -> &'static str {
    match kind {
        SensitiveData::NoneOfThese => "no sensitive personal information",
        SensitiveData::Health => "health information",
        SensitiveData::Children => "children's personal information",
        SensitiveData::Teens => "teenagers' personal information",
        SensitiveData::Financial => "financial account information",
        SensitiveData::Biometric => "biometric information",
        SensitiveData::PreciseLocation => "precise geolocation data",
        SensitiveData::Other => "information revealing racial or ethnic origin, religious beliefs, sexual orientation or citizenship or immigration status",
    }
}

/// Children's privacy: the COPPA sections when the Services reach children under 13 (the customer's answer, else
/// the industry and the customer's words), otherwise that they are not directed to children; and the teens' clause
/// when they reach children or the customer handles teens' data.
pub(crate) fn childrens_privacy(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let vars = practice_vars(ctx, roles);
    let children = ctx.may_reach_children();
    let mut ids = vec![];
    if children {
        notes.adapted(fixed_message("privacy.services_may_reach_children_policy"));
        notes.review(fixed_message("privacy.children_s_privacy_fill_what"));
        notes.require(fixed_message("privacy.children_s_privacy_notice_information"));
        ids.extend([
            "privacy/information-from-children",
            "privacy/parental-consent",
            "privacy/parents-rights",
            "privacy/childrens-data-retention",
        ]);
    } else {
        ids.push("privacy/children-not-directed");
        match ctx.children_data() {
            Some(false) if ctx.children_guessed() => {
                notes.review(fixed_message("privacy.children_customer_answered_business_does"))
            }
            None => notes.review(fixed_message("privacy.children_policy_says_services_are")),
            _ => {}
        }
    }
    if children || ctx.handles(SensitiveData::Teens) {
        ids.push("privacy/teenagers");
        for rule in minors_privacy::MINORS_RULES {
            notes.law(
                rule.law,
                message(
                    "privacy.minors_may_use_services_policy",
                    context! { state => rule.state.name(), note => rule.note },
                ),
            );
        }
        let age = minors_privacy::strictest_age();
        notes.claim(
            message("privacy.teenagers_policy_promises_not_sell", context! { age => age }),
            message("privacy.teenagers_strictest_state_rule_protects", context! { age => age }),
            vec![message("privacy.users_we_know_are_under", context! { age_in_words => age_words(age) })],
        );
        if ctx.request.details.sells_or_shares_data == Some(true)
            || ctx.request.details.targeted_advertising == Some(true)
        {
            notes.review(fixed_message("privacy.teenagers_business_sells_shares_data"));
        }
    }
    ids.into_iter().map(|id| template_with(id, &vars)).collect()
}

/// The laws and review points of the Health Information section.
pub(crate) fn health_notes(ctx: &Ctx, notes: &mut Notes) {
    notes.law(
        federal::HIPAA,
        message(
            "privacy.whether_business_covered_entity_business",
            context! { handles_health => ctx.handles(SensitiveData::Health) },
        ),
    );
    notes.law(federal::HEALTH_BREACH_RULE, fixed_message("privacy.health_apps_websites_outside_hipaa"));
    notes.adapted(fixed_message("privacy.health_information_section_business_s"));
    notes.require(fixed_message("privacy.health_information_hipaa_status_notice"));
    notes.review(fixed_message("privacy.health_information_choose_business_s"));
    notes.review(fixed_message("privacy.tracking_technologies_policy_says_no"));
}

/// The state consumer health data laws, named in the policy, with the separate policy they require.
pub(crate) fn consumer_health_data(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    let laws: Vec<&StateLaw> = consumer_health_data::CONSUMER_HEALTH_DATA_LAWS.iter().collect();
    for row in &laws {
        notes.law(
            row.law,
            message(
                "privacy.business_handles_health_information_may",
                context! { state => row.state.name(), note => row.note },
            ),
        );
    }
    let states: Vec<&str> = laws.iter().map(|row| row.state.name()).collect();
    notes.review(message("privacy.consumer_health_data_require_consumer", context! { states => and_list(&states) }));
    template_with("privacy/consumer-health-data", &Vars::order(roles, ctx).with("states", and_list(&states)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages_read_as_a_contract_writes_them() {
        assert_eq!(age_words(16), "sixteen (16)");
        assert_eq!(age_words(18), "eighteen (18)");
        assert_eq!(age_words(12), "12");
        assert_eq!(and_list(&["California", "Colorado", "Maryland"]), "California, Colorado and Maryland");
        assert_eq!(and_list(&["Washington", "Nevada"]), "Washington and Nevada");
    }

    #[test]
    fn every_state_notice_renders_with_the_template_vocabulary() {
        let vars = Vars::default()
            .with("blank", crate::drafting::model::BLANK)
            .with("state", "Sample State")
            .with("jurisdiction", "State of Sample State");
        for row in PRIVACY_NOTICES {
            let clause = Library::embedded()
                .render_text(row.notice, &vars)
                .unwrap_or_else(|e| panic!("{}: {e:#}", row.state.name()));
            assert!(!clause.paragraphs.is_empty(), "{}", row.state.name());
            assert!(clause.heading.is_none(), "{}: a heading is the row's `heading`", row.state.name());
            let text: String = clause.paragraphs.iter().map(|p| p.text()).collect();
            assert!(!text.contains("{{") && !text.contains("{%"), "{}", row.state.name());
        }
    }
}
