//! Every fact on the form reaches the document, or is named here as deciding only (issue 22, point 6).
//!
//! For each document type (and the 'Other (Beta)' kinds of every frame and the NDA route), every field of
//! `DocumentDetailsData` is classified in [`documents`]:
//! - [`Treatment::Shown`]: each answer changes the document's text from the unanswered order's, the answers' texts
//!   differ from each other, and each shows its value where it is a value ("$85,000 per year");
//! - [`Treatment::Choice`]: a choice the document is always drafted one way or the other: an unanswered order is
//!   drafted as `default`, so that answer leaves the text as it is and every other answer changes it;
//! - [`Treatment::DecidesOnly`]: the answer never appears in the text, with the reason, and `decides` is an order in
//!   which it changes what is drafted (so the entry cannot hide a field that does nothing);
//! - [`Treatment::Ignored`]: the field does not belong to this type (the form does not ask it, or the other party
//!   of a notice does not exist), with the reason; the test checks it changes nothing.
//!
//! Every document's list names every field of `DocumentDetailsData` (read from the JSON of a fully answered one), so
//! a new field fails here until it is classified for every type; and a field the form asks for a type (the order
//! schema, shared/order/schema.toml) may not be ignored there. docs/extending-the-engine.md ("Which details reach the text")
//! lists the fields that decide only, and why.

use serde_json::{json, Value};
use shared::domain::details::DocumentDetailsData;
use shared::domain::document_data::CustomDocument;
use shared::domain::order_schema::OrderSchema;
use shared::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};
use shared::drafting::{plan, DraftDocument};
use std::collections::{BTreeMap, BTreeSet};
use time::macros::date;
use time::Date;

const AS_OF: Date = date!(2026 - 11 - 23);

/// One answer to a detail, as the browser sends it, and the words it must put in the text (if any).
#[derive(Clone)]
struct Answer {
    value: Value,
    shows: &'static [&'static str],
}

fn answer(value: &'static str, shows: &'static [&'static str]) -> Answer {
    Answer { value: json!(value), shows }
}

fn list(values: &[&'static str], shows: &'static [&'static str]) -> Answer {
    Answer { value: json!(values), shows }
}

/// What an order differs in for a field that decides: the special clauses chosen and the state.
#[derive(Clone)]
struct Case {
    clauses: &'static [SpecialClause],
    state: UsState,
}

#[derive(Clone)]
enum Treatment {
    Shown(Vec<Answer>),
    Choice {
        default: &'static str,
        answers: Vec<Answer>,
    },
    DecidesOnly {
        reason: &'static str,
        answers: Vec<Answer>,
        decides: Case,
    },
    Ignored(&'static str),
    /// The case itself is defined by this field's answer (the mutual NDA by `mutuality`).
    Fixed,
}

/// A document drafted for the test: its type, the 'Other (Beta)' name, the answers every order of it carries, and
/// how each detail reaches it.
struct Document {
    name: &'static str,
    document_type: DocumentType,
    custom: Option<&'static str>,
    given: Vec<(&'static str, Value)>,
    fields: BTreeMap<&'static str, Treatment>,
}

const NOT_ASKED: &str = "the form does not ask it for this type, and the engine does not read it here";

/// Every field of `DocumentDetailsData`, by its wire name: the keys of a fully answered one's JSON.
fn every_field() -> BTreeSet<String> {
    let answered = DocumentDetailsData {
        annual_pay: "85000".into(),
        exempt_status: "Exempt".into(),
        work_state: "Colorado".into(),
        profession: "Physician".into(),
        contract_value: "8500".into(),
        payment_dates: "within 10 days of each invoice".into(),
        sells_or_shares_data: "Yes".into(),
        targeted_advertising: "Yes".into(),
        sensitive_data: vec!["Health or medical".into()],
        mutuality: "Mutual".into(),
        purpose: "evaluating a partnership".into(),
        business_role: "Client".into(),
        owner_name: "Jane Doe".into(),
        counterparty_name: "Northwind Traders".into(),
        counterparty_entity_type: "Corporation".into(),
        counterparty_state: "Delaware".into(),
        term_years: "3".into(),
        confidentiality_years: "3".into(),
    };
    assert!(answered.parse().is_ok(), "the fully answered details parse");
    let Value::Object(map) = serde_json::to_value(&answered).expect("details serialize") else {
        panic!("details serialize as an object")
    };
    map.keys().cloned().collect()
}

/// Answers used for every type that shows the other party.
fn counterparty(fields: &mut BTreeMap<&'static str, Treatment>) {
    fields.insert(
        "counterpartyName",
        Treatment::Shown(vec![
            answer("Northwind Traders", &["Northwind Traders"]),
            answer("Contoso Ltd", &["Contoso Ltd"]),
        ]),
    );
    fields.insert(
        "counterpartyEntityType",
        Treatment::Shown(vec![answer("Corporation", &["a corporation"]), answer("Individual", &["an individual"])]),
    );
    fields.insert(
        "counterpartyState",
        Treatment::Shown(vec![answer("Delaware", &["Delaware"]), answer("Ohio", &["Ohio"])]),
    );
}

fn owner_name(fields: &mut BTreeMap<&'static str, Treatment>) {
    fields.insert(
        "ownerName",
        Treatment::Shown(vec![
            answer("Jane Doe", &["Jane Doe", "doing business as Acme Design"]),
            answer("John Roe", &["John Roe"]),
        ]),
    );
}

fn nda_fields(fields: &mut BTreeMap<&'static str, Treatment>) {
    fields.insert(
        "purpose",
        Treatment::Shown(vec![
            answer("evaluating a possible partnership", &["evaluating a possible partnership"]),
            answer("a joint bid for a city contract.", &["a joint bid for a city contract"]),
        ]),
    );
    fields.insert(
        "termYears",
        Treatment::Shown(vec![answer("3", &["three (3) years"]), answer("7", &["seven (7) years"])]),
    );
    fields.insert(
        "confidentialityYears",
        Treatment::Shown(vec![answer("3", &["three (3) years"]), answer("10", &["ten (10) years"])]),
    );
    counterparty(fields);
    owner_name(fields);
}

/// Every type's and kind's classification of every field; what is not named is ignored with `NOT_ASKED`.
fn documents() -> Vec<Document> {
    let mut documents = vec![];
    let mut add = |name, document_type, custom, given: Vec<(&'static str, Value)>, fields| {
        documents.push(Document { name, document_type, custom, given, fields })
    };

    // Non-Disclosure Agreement: one-way unless the order says mutual.
    let mut nda = BTreeMap::new();
    nda_fields(&mut nda);
    nda.insert(
        "mutuality",
        Treatment::Choice {
            default: "One-way",
            answers: vec![answer("One-way", &[]), answer("Mutual", &["Mutual Non-Disclosure Agreement"])],
        },
    );
    add("Non-Disclosure Agreement", DocumentType::Nda, None, vec![], nda);
    let mut mutual = BTreeMap::new();
    nda_fields(&mut mutual);
    mutual.insert("mutuality", Treatment::Fixed);
    add("Mutual Non-Disclosure Agreement", DocumentType::Nda, None, vec![("mutuality", json!("Mutual"))], mutual);

    // Terms of Service: published, no other party; a sole proprietor is named as the person behind the trade name.
    let mut terms = BTreeMap::new();
    owner_name(&mut terms);
    add("Terms of Service", DocumentType::TermsOfService, None, vec![], terms);

    let mut privacy = BTreeMap::new();
    owner_name(&mut privacy);
    privacy.insert(
        "sellsOrSharesData",
        Treatment::Shown(vec![answer("Yes", &["sell"]), answer("No", &["We do not sell"])]),
    );
    privacy.insert(
        "targetedAdvertising",
        Treatment::Shown(vec![answer("Yes", &["targeted advertising"]), answer("No", &["targeted advertising"])]),
    );
    privacy.insert(
        "sensitiveData",
        Treatment::Shown(vec![
            list(&["Health or medical"], &["health"]),
            list(&["None of these"], &[]),
            list(&["Precise location", "Financial account"], &["precise"]),
        ]),
    );
    add("Privacy Policy", DocumentType::PrivacyPolicy, None, vec![], privacy);

    // Freelance Agreement: the fee and the payment dates are the payment clauses' own words.
    let mut freelance = BTreeMap::new();
    counterparty(&mut freelance);
    owner_name(&mut freelance);
    freelance.insert(
        "contractValue",
        Treatment::Shown(vec![
            answer(
                "8,500",
                &[
                    "The total value of the Services is $8,500 (U.S. dollars)",
                    "total fee the Client will pay the Freelancer",
                ],
            ),
            answer("$12,000.75", &["$12,000.75 (U.S. dollars)"]),
        ]),
    );
    freelance.insert(
        "paymentDates",
        Treatment::Shown(vec![
            answer(
                "within 10 days of each invoice.",
                &["The Client will pay the Freelancer on this schedule: within 10 days of each invoice. Where the schedule"],
            ),
            answer("**50%** on signing, the rest on delivery", &["on this schedule: **50%** on signing, the rest on delivery."]),
        ]),
    );
    add("Freelance Agreement", DocumentType::FreelanceAgreement, None, vec![], freelance);

    // Employment Agreement: pay, classification and the work state are in the Compensation and Benefits clauses.
    // The form asks no pay period (only the annual pay): the Pay clause states the salary per year, paid on the
    // Company's regular paydays at least as often as the work state requires, and invents no weekly or monthly period.
    let mut employment = BTreeMap::new();
    owner_name(&mut employment);
    employment.insert(
        "annualPay",
        Treatment::Shown(vec![
            answer("85000", &["a base salary of $85,000 per year", "regular paydays"]),
            answer("$120,000.50", &["a base salary of $120,000.50 per year"]),
        ]),
    );
    employment.insert(
        "exemptStatus",
        Treatment::Shown(vec![
            answer("Exempt", &["classifies the position as exempt from overtime", "salary level"]),
            answer("Non-exempt", &["classifies the position as non-exempt", "paid for overtime as the law requires"]),
        ]),
    );
    employment.insert(
        "workState",
        Treatment::Shown(vec![answer("Colorado", &["State of Colorado"]), answer("Oregon", &["State of Oregon"])]),
    );
    employment.insert(
        "profession",
        Treatment::DecidesOnly {
            reason: "decides whether a non-compete may bind the employee (non_compete_professions.toml: physicians, \
                     nurses, lawyers, broadcasters...); it is a category of the law, not the position's title, which \
                     the Position clause leaves to fill in",
            answers: vec![answer("Lawyer", &[]), answer("None of these", &[])],
            decides: Case { clauses: &[SpecialClause::NonCompete], state: UsState::Texas },
        },
    );
    employment.insert(
        "counterpartyName",
        Treatment::Shown(vec![answer("Sam Lee", &["Sam Lee"]), answer("Ana Ruiz", &["Ana Ruiz"])]),
    );
    employment.insert(
        "counterpartyState",
        Treatment::Shown(vec![
            answer("Ohio", &["an individual residing in Ohio"]),
            answer("Oregon", &["an individual residing in Oregon"]),
        ]),
    );
    employment.insert("counterpartyEntityType", Treatment::Ignored("an employee is always a person"));
    add("Employment Agreement", DocumentType::EmploymentAgreement, None, vec![], employment);

    // 'Other (Beta)': two sides with a mutual choice and the work's compensation clauses.
    let mut service = BTreeMap::new();
    counterparty(&mut service);
    owner_name(&mut service);
    service.insert(
        "businessRole",
        Treatment::Choice {
            default: "Service Provider",
            answers: vec![answer("Service Provider", &[]), answer("Client", &["(the “Client”)"])],
        },
    );
    service.insert(
        "mutuality",
        Treatment::Choice {
            default: "One-way",
            answers: vec![answer("One-way", &[]), answer("Mutual", &["Disclosing Party"])],
        },
    );
    service.insert(
        "contractValue",
        Treatment::Shown(vec![answer("8,500", &["$8,500 (U.S. dollars)"]), answer("950.50", &["$950.50"])]),
    );
    service.insert(
        "paymentDates",
        Treatment::Shown(vec![answer("monthly in arrears", &["on this schedule: monthly in arrears."])]),
    );
    add("Service Agreement", DocumentType::Other, Some("Service Agreement"), vec![], service);

    // Two sides, confidentiality always mutual (no choice asked).
    let mut lease = BTreeMap::new();
    counterparty(&mut lease);
    owner_name(&mut lease);
    lease.insert(
        "businessRole",
        Treatment::Choice {
            default: "Landlord",
            answers: vec![answer("Landlord", &[]), answer("Tenant", &["(the “Tenant”)"])],
        },
    );
    lease.insert("mutuality", Treatment::Ignored("a lease's confidentiality is always mutual: the form does not ask"));
    add("Lease Agreement", DocumentType::Other, Some("Lease Agreement"), vec![], lease);

    // The data-addendum frame: two sides, no covenant, no second data section; confidentiality is the kind's own.
    let mut associate = BTreeMap::new();
    counterparty(&mut associate);
    owner_name(&mut associate);
    associate.insert(
        "businessRole",
        Treatment::Choice {
            default: "Covered Entity",
            answers: vec![answer("Covered Entity", &[]), answer("Business Associate", &["(the “Business Associate”)"])],
        },
    );
    associate.insert(
        "mutuality",
        Treatment::Choice {
            default: "One-way",
            answers: vec![answer("One-way", &[]), answer("Mutual", &["Disclosing Party"])],
        },
    );
    add("Business Associate Agreement", DocumentType::Other, Some("Business Associate Agreement"), vec![], associate);

    // The general agreement: no sides, a mutual choice.
    let mut general = BTreeMap::new();
    counterparty(&mut general);
    owner_name(&mut general);
    general.insert(
        "mutuality",
        Treatment::Choice {
            default: "One-way",
            answers: vec![answer("One-way", &[]), answer("Mutual", &["Disclosing Party"])],
        },
    );
    add("Collaboration Agreement", DocumentType::Other, Some("Collaboration Agreement"), vec![], general);

    // The members frame: the other party is the first member listed and the first member who signs.
    for name in ["Operating Agreement", "Partnership Agreement", "Shareholder Agreement", "Joint Venture Agreement"] {
        let mut members = BTreeMap::new();
        counterparty(&mut members);
        owner_name(&mut members);
        add(name, DocumentType::Other, Some(name), vec![], members);
    }

    // The employee frame: the other party is the employee; the work state decides the release's state terms.
    let mut separation = BTreeMap::new();
    owner_name(&mut separation);
    separation.insert(
        "counterpartyName",
        Treatment::Shown(vec![answer("Sam Lee", &["Sam Lee"]), answer("Ana Ruiz", &["Ana Ruiz"])]),
    );
    separation.insert(
        "counterpartyState",
        Treatment::Shown(vec![
            answer("Ohio", &["an individual residing in Ohio"]),
            answer("Oregon", &["an individual residing in Oregon"]),
        ]),
    );
    separation.insert("counterpartyEntityType", Treatment::Ignored("the other party is the employee, always a person"));
    separation.insert(
        "workState",
        Treatment::Shown(vec![
            answer("California", &["under the law of California"]),
            answer("Minnesota", &["Minnesota"]),
        ]),
    );
    add("Separation Agreement", DocumentType::Other, Some("Separation Agreement"), vec![], separation);

    // The notice frame: a policy the business issues has no other party.
    let mut notice = BTreeMap::new();
    owner_name(&mut notice);
    for field in ["counterpartyName", "counterpartyEntityType", "counterpartyState"] {
        notice.insert(field, Treatment::Ignored("a notice or policy the business issues has no other party"));
    }
    add("Refund Policy", DocumentType::Other, Some("Refund Policy"), vec![], notice);

    // A name the library drafts with its own NDA outlines: mutual by its words unless the order says one-way.
    let mut routed = BTreeMap::new();
    nda_fields(&mut routed);
    routed.insert(
        "mutuality",
        Treatment::Choice {
            default: "Mutual",
            answers: vec![answer("Mutual", &[]), answer("One-way", &["Disclosing Party"])],
        },
    );
    add("Mutual NDA", DocumentType::Other, Some("Mutual NDA"), vec![], routed);

    // Whatever a document does not name, it ignores.
    let fields = every_field();
    for document in &mut documents {
        for field in &fields {
            let field: &'static str = Box::leak(field.clone().into_boxed_str());
            document.fields.entry(field).or_insert(Treatment::Ignored(NOT_ASKED));
        }
    }
    documents
}

impl Document {
    /// The order with `given` and then `answers` (wire name and value) set.
    fn request(&self, answers: &[(&str, &Value)], case: Option<&Case>) -> DocumentRequest {
        let mut details = serde_json::to_value(DocumentDetailsData::default()).expect("details serialize");
        for (field, value) in self.given.iter().map(|(f, v)| (*f, v)).chain(answers.iter().copied()) {
            details[field] = (*value).clone();
        }
        let details: DocumentDetailsData = serde_json::from_value(details).expect("details deserialize");
        let details = details.parse().unwrap_or_else(|errors| panic!("{}: {errors:?}", self.name));
        // The owner's name is a sole proprietor's: those orders are a sole proprietorship's.
        let sole = answers.iter().any(|(field, _)| *field == "ownerName");
        DocumentRequest {
            document_type: self.document_type,
            business_name: if sole { "Acme Design".into() } else { "Acme Widgets LLC".into() },
            business_type: if sole { BusinessType::SoleProprietorship } else { BusinessType::Llc },
            state: case.map_or(UsState::Texas, |case| case.state),
            industry: Industry::Technology,
            protection_level: ProtectionLevel::Comprehensive,
            special_clauses: case.map(|case| case.clauses.to_vec()).unwrap_or_default(),
            custom_instructions: String::new(),
            custom_document: self.custom.map(|name| CustomDocument {
                name: name.into(),
                description: String::new(),
                questions: vec![],
            }),
            details,
        }
    }

    fn draft(&self, answers: &[(&str, &Value)], case: Option<&Case>) -> DraftDocument {
        plan(&self.request(answers, case), AS_OF).document
    }

    /// The document with `field` answered `value` (or unanswered), and with the owner's business type when the
    /// field is the owner's name, so that the unanswered order is the same business.
    fn text(&self, field: &str, value: Option<&Value>, case: Option<&Case>) -> String {
        match (field, value) {
            (_, Some(value)) => self.draft(&[(field, value)], case).plain_text(),
            ("ownerName", None) => self.draft(&[("ownerName", &json!(""))], case).plain_text(),
            (_, None) => self.draft(&[], case).plain_text(),
        }
    }
}

/// Where two texts first differ, for a failure message.
fn first_difference(a: &str, b: &str) -> String {
    let at = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let start = at.saturating_sub(80);
    let excerpt = |t: &str| t.chars().skip(start).take(240).collect::<String>();
    format!("\n  unanswered: …{}…\n  answered:   …{}…", excerpt(a), excerpt(b))
}

#[test]
fn every_detail_of_every_type_reaches_the_document_or_is_named_as_deciding_only() {
    let mut failures = vec![];
    for document in documents() {
        for (field, treatment) in &document.fields {
            let name = document.name;
            let (default, answers, case) = match treatment {
                Treatment::Fixed => continue,
                Treatment::Ignored(_) => (None, vec![answer_for_ignored(field)], None),
                Treatment::Shown(answers) => (None, answers.clone(), None),
                Treatment::Choice { default, answers } => (Some(*default), answers.clone(), None),
                Treatment::DecidesOnly { answers, decides, .. } => (None, answers.clone(), Some(decides)),
            };
            let unanswered = document.text(field, None, None);
            let mut texts = vec![];
            for answer in &answers {
                let text = document.text(field, Some(&answer.value), None);
                let value = &answer.value;
                let is_default = default.is_some_and(|default| value == &json!(default));
                let unchanged = text == unanswered;
                match treatment {
                    Treatment::Shown(_) | Treatment::Choice { .. } if is_default && !unchanged => failures.push(format!(
                        "{name}: {field} = {value} is what an unanswered order is drafted as, but the text differs{}",
                        first_difference(&unanswered, &text)
                    )),
                    Treatment::Shown(_) | Treatment::Choice { .. } if !is_default && unchanged => {
                        failures.push(format!("{name}: {field} = {value} does not change the document"))
                    }
                    Treatment::Ignored(_) | Treatment::DecidesOnly { .. } if !unchanged => failures.push(format!(
                        "{name}: {field} = {value} is classified as not shown, but it changes the text: classify it as shown{}",
                        first_difference(&unanswered, &text)
                    )),
                    _ => {}
                }
                for shows in answer.shows {
                    if !text.contains(shows) {
                        failures.push(format!("{name}: {field} = {value}: the document does not say {shows:?}"));
                    }
                }
                texts.push((value.clone(), text));
            }
            if matches!(treatment, Treatment::Shown(_) | Treatment::Choice { .. }) {
                for (i, (a, text_a)) in texts.iter().enumerate() {
                    for (b, text_b) in &texts[i + 1..] {
                        if text_a == text_b {
                            failures.push(format!("{name}: {field} = {a} and = {b} draft the same document"));
                        }
                    }
                }
            }
            if let Some(case) = case {
                let decided: BTreeSet<String> =
                    answers.iter().map(|answer| document.text(field, Some(&answer.value), Some(case))).collect();
                if decided.len() < 2 {
                    failures.push(format!(
                        "{name}: {field} is classified as deciding, but its answers draft the same document in {:?} with {:?}",
                        case.state, case.clauses
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} problems:\n{}", failures.len(), failures.join("\n"));
}

/// An answer to a field a document ignores, to check it changes nothing.
fn answer_for_ignored(field: &str) -> Answer {
    let value = match field {
        "annualPay" => json!("85000"),
        "exemptStatus" => json!("Non-exempt"),
        "workState" => json!("Colorado"),
        "profession" => json!("Lawyer"),
        "contractValue" => json!("8500"),
        "paymentDates" => json!("within 10 days of each invoice"),
        "sellsOrSharesData" | "targetedAdvertising" => json!("Yes"),
        "sensitiveData" => json!(["Health or medical"]),
        "mutuality" => json!("Mutual"),
        "purpose" => json!("evaluating a possible partnership"),
        "businessRole" => json!("Client"),
        "ownerName" => json!("Jane Doe"),
        "counterpartyName" => json!("Northwind Traders"),
        "counterpartyEntityType" => json!("Corporation"),
        "counterpartyState" => json!("Delaware"),
        "termYears" | "confidentialityYears" => json!("3"),
        other => panic!("no answer to try for the ignored field {other}: add one"),
    };
    Answer { value, shows: &[] }
}

#[test]
fn every_field_of_the_details_is_classified_for_every_document() {
    let fields = every_field();
    assert_eq!(fields.len(), 18, "the details have {} fields: {fields:?}", fields.len());
    for document in documents() {
        let named: BTreeSet<String> = document.fields.keys().map(|field| field.to_string()).collect();
        assert_eq!(named, fields, "{}: the classified fields are not the details' fields", document.name);
    }
    // A field that decides only or is ignored says why, and the engine's guide lists the ones that decide only.
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/extending-the-engine.md"))
        .expect("docs/extending-the-engine.md");
    let section = guide.split("## Which details reach the text").nth(1).expect("the guide's section on details");
    let section = section.split("\n## ").next().unwrap_or_default();
    for document in documents() {
        for (field, treatment) in &document.fields {
            match treatment {
                Treatment::DecidesOnly { reason, .. } => {
                    assert!(reason.len() > 20, "{}: {field} needs the reason it decides only", document.name);
                    assert!(
                        section.contains(&format!("`{field}`")) && section.contains(document.name),
                        "docs/extending-the-engine.md, 'Which details reach the text', lists {field} for {} as deciding only",
                        document.name
                    );
                }
                Treatment::Ignored(reason) => {
                    assert!(reason.len() > 20, "{}: {field} needs the reason it is ignored", document.name)
                }
                _ => {}
            }
        }
    }
    // Every field reaches some document's text, or decides something in one: none is collected for nothing.
    for field in &fields {
        let used = documents().iter().any(|document| {
            !matches!(document.fields.get(field.as_str()), Some(Treatment::Ignored(_)) | Some(Treatment::Fixed) | None)
        });
        assert!(used, "{field} reaches no document and decides nothing");
    }
}

/// The details the order form asks for each type: the order schema's (shared/order/schema.toml), which the web app's
/// fields are drawn from, with those it asks of every type (the owner's name, of every sole proprietor).
fn asked_by_the_form() -> BTreeMap<String, BTreeSet<String>> {
    let schema = OrderSchema::get();
    let every_type = schema.every_type.iter().map(|every| every.field.clone());
    schema
        .types
        .iter()
        .map(|spec| (spec.document_type.clone(), spec.asks.iter().cloned().chain(every_type.clone()).collect()))
        .collect()
}

#[test]
fn what_the_form_asks_for_a_type_is_never_ignored_by_it() {
    let asked = asked_by_the_form();
    for document in documents().iter().filter(|document| document.custom.is_none()) {
        let label = document.document_type.label();
        let fields = asked.get(label).unwrap_or_else(|| panic!("the form lists no details for {label}"));
        for field in fields {
            let treatment = document.fields.get(field.as_str());
            assert!(
                !matches!(treatment, Some(Treatment::Ignored(_)) | None),
                "{}: the form asks {field}, and the document ignores it",
                document.name
            );
        }
    }
    // 'Other (Beta)': the side and the mutual choice are asked when the kind has them.
    for document in documents().iter().filter(|document| document.custom.is_some()) {
        let kind = shared::drafting::custom_kind(document.custom.unwrap_or_default());
        for (field, asked) in [("businessRole", !kind.sides.is_empty()), ("mutuality", kind.mutual_choice)] {
            let ignored = matches!(document.fields.get(field), Some(Treatment::Ignored(_)) | None);
            assert!(!(asked && ignored), "{}: the form asks {field}, and the document ignores it", document.name);
        }
    }
}

#[test]
fn payment_dates_are_the_buyer_s_words_kept_as_plain_text() {
    let freelance =
        documents().into_iter().find(|d| d.document_type == DocumentType::FreelanceAgreement).expect("freelance");
    let words = json!("**50%** on signing, the rest on delivery");
    let document = freelance.draft(&[("paymentDates", &words)], None);
    let runs: Vec<_> = document
        .sections
        .iter()
        .flat_map(|s| &s.clauses)
        .flat_map(|c| &c.paragraphs)
        .flat_map(|p| &p.runs)
        .filter(|run| run.text.contains("50%"))
        .collect();
    assert_eq!(runs.len(), 1, "{runs:?}");
    assert!(runs[0].text.contains("**50%** on signing, the rest on delivery"), "{runs:?}");
    assert!(!runs[0].bold, "the buyer's words are never markup");
}
