//! The named builders outlines call: the decisions Rust keeps. Each reads the order and the rule tables, records
//! its research notes, and returns clauses, sections, preamble paragraphs or only notes. An outline names a builder
//! with `builder = "<name>"` and passes it `params`; [`NAMES`] lists them all (a test checks every outline against
//! it).

use super::clauses::closing;
use super::clauses::confidentiality::{self, Recipient, Signer};
use super::clauses::custom_frame::{self, CustomInput};
use super::clauses::general::{self, GeneralOptions};
use super::clauses::services::{self, Work};
use super::clauses::{consumer, data, notice, privacy};
use super::clauses::{disputes, employment, ip, parties, restrictive, termination, Roles};
use super::custom_kinds::InFrame;
use super::library::Vars;
use super::model::{Clause, Paragraph, Section};
use super::notes::Notes;
use super::order::Ctx;
use super::rules::federal;
use super::rules::privacy_notice::Place;
use crate::domain::SpecialClause;
use crate::drafting::messages::fixed_message;

/// What a builder makes.
pub(crate) enum Built {
    Paragraphs(Vec<Paragraph>),
    Clauses(Vec<Clause>),
    Sections(Vec<Section>),
    /// Only research notes.
    Notes,
}

/// Every builder an outline may name.
#[cfg(test)]
pub(crate) const NAMES: &[&str] = &[
    "agreement_opening",
    "nda_purpose",
    "nda_cover_page",
    "protected_disclosure_laws",
    "confidentiality_definition",
    "confidentiality_extras",
    "confidential_ip",
    "advanced_termination",
    "optional_sections",
    "disputes",
    "special_terms",
    "general",
    // custom kinds
    "work_services",
    "work_compensation",
    "work_independence",
    "work_no_retaliation",
    // custom kinds, freelance and employment
    "freelance_law_notes",
    "worker_status_notes",
    // freelance and employment
    "work_product",
    "review_point",
    "employment_pay_notes",
    "employment_effect_of_ending",
    "at_will_or_good_cause",
    "employment_cause",
    "non_compete_section",
    "non_compete_separate_notice",
    "state_confidentiality_notices",
    "employee_privacy_notes",
    // Terms of Service and Privacy Policy
    "published_opening",
    "federal_law",
    "published_notes",
    "published_security",
    "published_special_terms",
    "automatic_renewal_laws",
    "automatic_renewal_notes",
    "consumer_notice_laws",
    "state_resident_notices",
    "eligibility",
    "business_customers",
    "industry_disclaimer",
    "consumer_arbitration",
    "consumer_governing_law",
    "no_competitive_use",
    "privacy_laws",
    "privacy_requirements",
    "privacy_rights",
    "home_state_privacy_law",
    "childrens_privacy",
    "industry_privacy",
    "published_governing_law",
    "privacy_practice",
    "privacy_practice_notes",
    "state_privacy_notices",
    "sensitive_data_not_sold",
    "health_privacy_notes",
    "consumer_health_data",
    "purchase_terms_notes",
    // custom-document frame
    "custom_kind_opening",
    "separation_release_state_terms",
    "custom_agreement_notes",
    "custom_agreement_background",
    "custom_answers",
    "custom_notice_opening",
    "custom_notice_purpose",
    "custom_notice_who_applies",
    "custom_notice_special_terms",
    "custom_notice_governing_law",
    "notice_contact",
    "state_breach_laws",
    "skip_unfit",
];

/// What a builder is given: the order, the document's roles and title, its parameters and the notes.
pub(crate) struct Call<'a> {
    pub ctx: &'a Ctx<'a>,
    pub roles: &'a Roles<'a>,
    pub title: &'a str,
    pub params: &'a toml::Table,
    /// The 'Other (Beta)' custom kind in the frame being drafted, if any.
    pub frame: Option<&'a InFrame<'a>>,
    /// The vocabulary the document's templates are rendered with.
    pub base: &'a Vars,
}

impl Call<'_> {
    fn text(&self, name: &str) -> Result<&str, String> {
        self.params.get(name).and_then(|v| v.as_str()).ok_or_else(|| format!("needs a text parameter '{name}'"))
    }

    /// Who does the work: `provider = "owner"` (the business), `"other"`, or a side's name (`"Consultant"`); the
    /// other party pays for it.
    fn work(&self) -> Result<Work<'_>, String> {
        let (roles, base) = (self.roles, self.base);
        match self.text("provider")? {
            "owner" => Ok(Work { provider: roles.owner, recipient: roles.other, base }),
            "other" => Ok(Work { provider: roles.other, recipient: roles.owner, base }),
            side if side == roles.owner => Ok(Work { provider: roles.owner, recipient: roles.other, base }),
            side if side == roles.other => Ok(Work { provider: roles.other, recipient: roles.owner, base }),
            other => Err(format!("provider is 'owner', 'other' or a side of the document, not '{other}'")),
        }
    }

    /// The special clauses a published document leaves out, each with the reason: `unfit = [{ clause, reason }]`.
    fn unfit(&self) -> Result<Vec<(SpecialClause, &str)>, String> {
        let shape = || "needs 'unfit', a list of { clause = \"<special clause id>\", reason = \"...\" }".to_string();
        let list = self.params.get("unfit").and_then(|v| v.as_array()).ok_or_else(shape)?;
        list.iter()
            .map(|entry| {
                let id = entry.get("clause").and_then(|v| v.as_str()).ok_or_else(shape)?;
                let reason = entry.get("reason").and_then(|v| v.as_str()).ok_or_else(shape)?;
                let clause = SpecialClause::ALL
                    .into_iter()
                    .find(|c| c.id() == id)
                    .ok_or_else(|| format!("unknown special clause '{id}'"))?;
                Ok((clause, reason))
            })
            .collect()
    }

    /// A list of texts parameter.
    fn texts(&self, name: &str) -> Result<Vec<&str>, String> {
        let error = || format!("needs a list of texts parameter '{name}'");
        let list = self.params.get(name).and_then(|v| v.as_array()).ok_or_else(error)?;
        list.iter().map(|v| v.as_str().ok_or_else(error)).collect()
    }

    /// A true/false parameter that may be left out (false).
    fn optional_flag(&self, name: &str) -> Result<bool, String> {
        match self.params.get(name) {
            None => Ok(false),
            Some(value) => value.as_bool().ok_or_else(|| format!("'{name}' is true or false")),
        }
    }

    fn flag(&self, name: &str) -> Result<bool, String> {
        self.params.get(name).and_then(|v| v.as_bool()).ok_or_else(|| format!("needs a true/false parameter '{name}'"))
    }
}

/// Runs the builder `name`; an error says what is wrong with the outline's call.
pub(crate) fn build(name: &str, call: &Call, notes: &mut Notes) -> Result<Built, String> {
    let (ctx, roles) = (call.ctx, call.roles);
    Ok(match name {
        "agreement_opening" => Built::Paragraphs(vec![parties::agreement_opening(ctx, call.title, roles)]),
        "nda_purpose" => Built::Clauses(vec![parties::nda_purpose(ctx, roles)]),
        "nda_cover_page" => Built::Clauses(parties::nda_cover_page(ctx, roles, notes)),
        "protected_disclosure_laws" => {
            confidentiality::protected_disclosure_laws(ctx, call.text("why")?, call.flag("employee")?, notes);
            Built::Notes
        }
        "confidentiality_definition" => Built::Clauses(vec![confidentiality::definition(roles, ctx.profile())]),
        "confidentiality_extras" => {
            let recipient = match call.text("recipient")? {
                "outside" => Recipient::Outside,
                "employee" => Recipient::Employee,
                other => return Err(format!("recipient is 'outside' or 'employee', not '{other}'")),
            };
            Built::Clauses(confidentiality::extras(ctx, roles, recipient, notes))
        }
        "confidential_ip" => Built::Clauses(ip::confidential_ip(roles, notes)),
        "advanced_termination" => Built::Clauses(termination::advanced_termination(
            roles,
            call.text("what")?,
            call.optional_flag("survival_elsewhere")?,
            notes,
        )),
        "optional_sections" => Built::Sections(closing::optional_sections(ctx, roles, notes)),
        "disputes" => {
            let arbitration = ctx.has(SpecialClause::ArbitrationProvision);
            let employment = call.flag("employment")?;
            let state = if employment { employment::governing_state(ctx, notes) } else { ctx.state() };
            let work_state_given = employment && ctx.request.details.work_state.is_some();
            let either_party = call.optional_flag("either_party")?;
            Built::Sections(vec![disputes::section(
                state,
                roles,
                arbitration,
                employment,
                work_state_given,
                either_party,
                notes,
            )])
        }
        "special_terms" => Built::Sections(closing::special_terms(ctx, roles, notes).into_iter().collect()),
        "general" => {
            let options = GeneralOptions {
                independent_parties: call.flag("independent_parties")?,
                other_may_assign_with_consent: call.flag("other_may_assign_with_consent")?,
                mutual: call.optional_flag("mutual")?,
                without_assignment: call.optional_flag("without_assignment")?,
            };
            notes.law(federal::E_SIGN, fixed_message("builders.agreement_may_signed_delivered_electronically"));
            Built::Clauses(general::general(roles, options))
        }
        // custom kinds
        "work_services" => Built::Clauses(call.work()?.services()),
        "work_compensation" => Built::Clauses(call.work()?.compensation()),
        "work_independence" => Built::Clauses(call.work()?.independence()),
        "work_no_retaliation" => Built::Clauses(vec![call.work()?.no_retaliation()]),
        // custom kinds, freelance and employment
        "freelance_law_notes" => {
            services::freelance_law_notes(ctx, notes);
            Built::Notes
        }
        "worker_status_notes" => {
            services::worker_status_notes(ctx, notes);
            Built::Notes
        }
        "work_product" => {
            let worker = match call.text("worker")? {
                "employee" => ip::Worker::Employee,
                "contractor" => ip::Worker::Contractor,
                other => return Err(format!("worker is 'employee' or 'contractor', not '{other}'")),
            };
            // An employee's invention rule is the stricter of the Company's state's and the work state's.
            let state = match worker {
                ip::Worker::Employee => ip::invention_state(&ctx.worker_states()),
                ip::Worker::Contractor => ctx.state(),
            };
            Built::Clauses(ip::work_product(state, roles, worker, notes))
        }
        // A review point that belongs at this place in the notes (after the notes of the items before it).
        "review_point" => {
            notes.review(call.text("point")?);
            Built::Notes
        }
        "employment_effect_of_ending" => Built::Clauses(vec![employment::effect_of_ending(ctx, notes)]),
        "employment_pay_notes" => {
            employment::pay_notes(ctx, notes);
            Built::Notes
        }
        "at_will_or_good_cause" => Built::Clauses(employment::at_will_or_good_cause(ctx, roles, notes)),
        "employment_cause" => Built::Clauses(vec![employment::cause(ctx, roles)]),
        "non_compete_section" => Built::Sections(vec![restrictive::section(ctx, roles, notes)]),
        "non_compete_separate_notice" => {
            Built::Sections(restrictive::separate_notice(ctx, roles, call.title, notes).into_iter().collect())
        }
        "state_confidentiality_notices" => {
            let signer = match call.text("worker")? {
                "employee" => Signer::Employee,
                "contractor" => Signer::Contractor,
                "recipient" => Signer::Recipient,
                other => return Err(format!("worker is 'employee', 'contractor' or 'recipient', not '{other}'")),
            };
            Built::Clauses(confidentiality::state_required_notices(ctx, roles, signer, notes))
        }
        "employee_privacy_notes" => {
            data::employee_privacy_notes(ctx, notes);
            Built::Notes
        }
        // Terms of Service and Privacy Policy
        "published_opening" => Built::Paragraphs(consumer::opening(ctx, roles, call.text("clause")?)),
        "federal_law" => {
            consumer::federal_law(call.text("law")?, call.text("because")?, notes)?;
            Built::Notes
        }
        // custom-document frame
        "custom_kind_opening" => {
            let opening = call.frame.and_then(|frame| frame.kind.spec.opening.as_deref());
            let opening = opening.ok_or("needs a custom kind with an `opening` clause in the frame")?;
            Built::Paragraphs(parties::kind_opening(ctx, call.title, opening, call.base))
        }
        "separation_release_state_terms" => Built::Clauses(super::clauses::release::state_terms(ctx, notes)),
        "custom_agreement_notes" => {
            custom_frame::agreement_notes(ctx, roles, call.text("why")?, notes);
            Built::Notes
        }
        "custom_agreement_background" => {
            let id = match call.params.get("clause") {
                Some(_) => call.text("clause")?,
                None => "custom-frame/agreement/background",
            };
            Built::Clauses(vec![custom_frame::agreement_background(ctx, id, call.base)])
        }
        "custom_answers" => Built::Clauses(CustomInput::of(ctx).answers_as_clauses()),
        "custom_notice_opening" => Built::Paragraphs(custom_frame::notice_opening(ctx, roles)),
        "custom_notice_purpose" => Built::Clauses(vec![custom_frame::notice_purpose(ctx, roles)]),
        "custom_notice_who_applies" => Built::Clauses(vec![custom_frame::notice_who_applies(ctx, roles, notes)]),
        "custom_notice_special_terms" => {
            Built::Sections(custom_frame::notice_special_terms(ctx, roles, notes).into_iter().collect())
        }
        "custom_notice_governing_law" => {
            Built::Sections(vec![notice::governing_law(ctx, call.text("subject")?, call.text("qualifier")?, notes)])
        }
        "notice_contact" => {
            let channels = call.texts("channels")?;
            Built::Sections(vec![notice::contact_section(call.text("heading")?, call.text("intro")?, &channels)])
        }
        "state_breach_laws" => {
            notes.law(federal::STATE_BREACH_LAWS, call.text("because")?);
            Built::Notes
        }
        "published_notes" => {
            notice::published_notes(notes, call.text("document")?);
            Built::Notes
        }
        "published_security" => Built::Clauses(data::published_security(ctx, roles, notes)),
        "published_special_terms" => {
            Built::Sections(consumer::special_terms(ctx, roles, call.text("intro")?, notes).into_iter().collect())
        }
        "automatic_renewal_laws" => {
            consumer::automatic_renewal_laws(ctx, notes);
            Built::Notes
        }
        "automatic_renewal_notes" => {
            consumer::automatic_renewal_notes(ctx, notes);
            Built::Notes
        }
        "consumer_notice_laws" => {
            consumer::consumer_notice_laws(notes);
            Built::Notes
        }
        "state_resident_notices" => Built::Clauses(consumer::state_resident_notices(roles)),
        "eligibility" => Built::Clauses(vec![consumer::eligibility(ctx, roles, notes)]),
        "business_customers" => Built::Clauses(vec![consumer::business_customers(ctx, roles, notes)]),
        "industry_disclaimer" => Built::Clauses(consumer::industry_disclaimer(ctx, roles, notes).into_iter().collect()),
        "consumer_arbitration" => Built::Clauses(consumer::consumer_arbitration(ctx, roles, notes)),
        "consumer_governing_law" => Built::Clauses(vec![consumer::consumer_governing_law(ctx, roles, notes)]),
        "no_competitive_use" => Built::Clauses(vec![consumer::no_competitive_use(ctx, roles, notes)]),
        "privacy_laws" => {
            consumer::privacy_laws(ctx, notes);
            Built::Notes
        }
        "privacy_requirements" => {
            consumer::privacy_requirements(ctx, notes);
            Built::Notes
        }
        "privacy_rights" => Built::Clauses(vec![consumer::privacy_rights(ctx, roles)]),
        "home_state_privacy_law" => {
            Built::Clauses(consumer::home_state_privacy_law(ctx, roles, notes).into_iter().collect())
        }
        "childrens_privacy" => Built::Clauses(privacy::childrens_privacy(ctx, roles, notes)),
        "privacy_practice" => Built::Clauses(privacy::practice(ctx, roles, call.text("clause")?).into_iter().collect()),
        "privacy_practice_notes" => {
            privacy::practice_notes(ctx, notes);
            Built::Notes
        }
        "state_privacy_notices" => {
            let place = call.text("place")?;
            let place = Place::parse(place)
                .ok_or_else(|| format!("place is 'preamble', 'disclosures' or 'changes', not '{place}'"))?;
            Built::Clauses(privacy::state_notices(ctx, roles, place, notes))
        }
        "sensitive_data_not_sold" => Built::Clauses(privacy::sensitive_data_not_sold(ctx, roles, notes)),
        "health_privacy_notes" => {
            privacy::health_notes(ctx, notes);
            Built::Notes
        }
        "consumer_health_data" => Built::Clauses(vec![privacy::consumer_health_data(ctx, roles, notes)]),
        "purchase_terms_notes" => {
            consumer::purchase_terms_notes(ctx, notes);
            Built::Notes
        }
        "industry_privacy" => Built::Sections(consumer::industry_privacy(ctx, roles, notes).into_iter().collect()),
        "published_governing_law" => {
            Built::Clauses(vec![consumer::published_governing_law(ctx, roles, call.text("clause")?, notes)])
        }
        "skip_unfit" => {
            notice::skip_unfit(ctx, notes, call.text("document")?, &call.unfit()?);
            Built::Notes
        }
        _ => return Err(format!("no builder named '{name}'")),
    })
}
