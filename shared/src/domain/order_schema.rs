//! The order schema (`shared/order/schema.toml`): per document type, the optional details the form asks, when it asks
//! each, what a revision may change, and every field's input, options, label and help. The server reads which terms
//! a revision may change from it; the web app draws its fields from the copy written to
//! `frontend/src/generated/order-schema.json` (shared/tests/frontend_options.rs). The tests below hold it to the
//! domain: every field is a detail `DocumentDetailsData` carries, every list an option list the server parses, every
//! document type present once.

use super::details::{CounterpartyEntity, ExemptStatus, Mutuality, Profession, SensitiveData, YesNo};
use super::document_data::DocumentData;
use super::options::{BusinessType, DocumentType};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

const SCHEMA_TOML: &str = include_str!("../../order/schema.toml");

/// How a field is answered (the schema file's header says what each means).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Input {
    Amount,
    Sentence,
    Name,
    Choice,
    Choices,
    State,
    Years,
}

/// When a field is asked or offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Condition {
    /// The business is a sole proprietorship.
    SoleProprietor,
    /// The server reads sides (landlord, tenant) in an 'Other (Beta)' type's name.
    KindHasSides,
    /// The server reads a kind that may be mutual or one-way in an 'Other (Beta)' type's name.
    KindOffersMutual,
    /// The document was made with an answer to it.
    Answered,
}

/// The option list a choice takes its values from, when it is not one of the domain's: the sides the server reads in
/// an 'Other (Beta)' type's name.
pub const KIND_SIDES: &str = "kindSides";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FieldSpec {
    pub input: Input,
    /// For `choice` and `choices`: the option list, by its name in detail-options.json (or [`KIND_SIDES`]).
    #[serde(default)]
    pub options: Option<String>,
    /// For `choices`: the option that is an answer of its own ("None of these").
    #[serde(default)]
    pub exclusive: Option<String>,
    pub label: String,
    #[serde(default)]
    pub help: Option<String>,
    #[serde(default)]
    pub placeholder: Option<String>,
    /// What the browser may fill the field with (an HTML autocomplete token); nothing when absent.
    #[serde(default)]
    pub autocomplete: Option<String>,
    /// Plainer on-screen words for some options; the value sent stays the option itself.
    #[serde(default)]
    pub option_text: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EveryType {
    pub field: String,
    pub when: Condition,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypeSpec {
    #[serde(rename = "type")]
    pub document_type: String,
    pub asks: Vec<String>,
    pub revisable: Vec<String>,
    #[serde(default)]
    pub when: BTreeMap<String, Condition>,
    #[serde(default)]
    pub revisable_when: BTreeMap<String, Condition>,
    #[serde(default)]
    pub labels: BTreeMap<String, String>,
    #[serde(default)]
    pub help: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrderSchema {
    pub fields: BTreeMap<String, FieldSpec>,
    pub every_type: Vec<EveryType>,
    pub types: Vec<TypeSpec>,
}

impl OrderSchema {
    /// The embedded schema. Its file is part of the build and held to the domain by this module's tests, so a
    /// failure to read it is a defect of the build, found by those tests before any release.
    pub fn get() -> &'static OrderSchema {
        static SCHEMA: OnceLock<OrderSchema> = OnceLock::new();
        SCHEMA.get_or_init(|| match toml::from_str(SCHEMA_TOML) {
            Ok(schema) => schema,
            Err(err) => panic!("shared/order/schema.toml does not read: {err}"),
        })
    }

    /// The type's entry; every document type has one (a test says so).
    pub fn of_type(&self, document_type: DocumentType) -> Option<&TypeSpec> {
        self.types.iter().find(|spec| spec.document_type == document_type.label())
    }

    /// The terms a revision of this order may change, in the order its document reads them.
    pub fn revisable(&self, data: &DocumentData) -> Vec<&str> {
        let Some(spec) = DocumentType::parse(&data.document_type).and_then(|t| self.of_type(t)) else {
            return Vec::new();
        };
        spec.revisable
            .iter()
            .filter(|field| match spec.revisable_when.get(field.as_str()) {
                Some(Condition::Answered) => answered(data, field),
                Some(_) | None => true,
            })
            .map(String::as_str)
            .collect()
    }

    /// Whether a revision of this order may change `field` (a wire name: "termYears").
    pub fn may_revise(&self, data: &DocumentData, field: &str) -> bool {
        self.revisable(data).contains(&field)
    }
}

/// Whether the order carries an answer to a detail, by its wire name.
fn answered(data: &DocumentData, field: &str) -> bool {
    match serde_json::to_value(&data.details) {
        Ok(details) => match &details[field] {
            serde_json::Value::String(text) => !text.trim().is_empty(),
            serde_json::Value::Array(items) => !items.is_empty(),
            _ => false,
        },
        Err(_) => false,
    }
}

/// A domain option list by the name the web app knows it by (detail-options.json), as the server parses it.
pub fn option_list(name: &str) -> Option<Vec<&'static str>> {
    fn labels<T: Copy>(all: &[T], label: fn(T) -> &'static str) -> Vec<&'static str> {
        all.iter().map(|item| label(*item)).collect()
    }
    Some(match name {
        "exemptStatuses" => labels(ExemptStatus::ALL, ExemptStatus::label),
        "professions" => labels(Profession::ALL, Profession::label),
        "sensitiveData" => labels(SensitiveData::ALL, SensitiveData::label),
        "mutualities" => labels(Mutuality::ALL, Mutuality::label),
        "yesNo" => labels(YesNo::ALL, YesNo::label),
        "counterpartyEntityTypes" => {
            let mut list = vec![CounterpartyEntity::INDIVIDUAL];
            list.extend(BusinessType::ALL.iter().map(|t| CounterpartyEntity::Business(*t).label()));
            list
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::DocumentDetailsData;
    use std::collections::BTreeSet;

    fn schema() -> &'static OrderSchema {
        OrderSchema::get()
    }

    /// Every detail the order carries, by its wire name.
    fn wire_fields() -> BTreeSet<String> {
        let details = serde_json::to_value(DocumentDetailsData::default()).expect("details serialise");
        details.as_object().expect("an object").keys().cloned().collect()
    }

    #[test]
    fn the_schema_names_every_detail_the_order_carries_and_no_other() {
        let named: BTreeSet<String> = schema().fields.keys().cloned().collect();
        assert_eq!(named, wire_fields(), "shared/order/schema.toml's [fields] against DocumentDetailsData");
    }

    #[test]
    fn every_document_type_has_one_entry_in_the_domains_order() {
        let types: Vec<&str> = schema().types.iter().map(|spec| spec.document_type.as_str()).collect();
        let domain: Vec<&str> = DocumentType::ALL.iter().map(|t| t.label()).collect();
        assert_eq!(types, domain);
    }

    #[test]
    fn every_field_a_type_names_is_in_the_schema_and_every_choice_has_its_domain_list() {
        let fields = &schema().fields;
        for spec in &schema().types {
            let named = spec
                .asks
                .iter()
                .chain(&spec.revisable)
                .chain(spec.when.keys())
                .chain(spec.revisable_when.keys())
                .chain(spec.labels.keys())
                .chain(spec.help.keys());
            for field in named {
                assert!(fields.contains_key(field), "{}: {field} is not a field of the schema", spec.document_type);
            }
            for field in spec.when.keys() {
                assert!(
                    spec.asks.contains(field),
                    "{}: a condition on {field}, which it does not ask",
                    spec.document_type
                );
            }
            for field in spec.revisable_when.keys() {
                assert!(spec.revisable.contains(field), "{}: {field} is not revisable", spec.document_type);
            }
        }
        for every in &schema().every_type {
            assert!(fields.contains_key(&every.field), "{} is not a field of the schema", every.field);
        }
        for (name, field) in fields {
            let choice = matches!(field.input, Input::Choice | Input::Choices);
            assert_eq!(field.options.is_some(), choice, "{name}: options go with a choice, and only there");
            let Some(list) = &field.options else { continue };
            if list == KIND_SIDES {
                assert!(field.option_text.is_empty(), "{name}: the kind's sides are shown as the server words them");
                continue;
            }
            let options = option_list(list).unwrap_or_else(|| panic!("{name}: no domain list is called {list}"));
            for option in field.option_text.keys().chain(&field.exclusive) {
                assert!(options.contains(&option.as_str()), "{name}: {option} is not one of {list}");
            }
            assert!(
                field.exclusive.is_none() || field.input == Input::Choices,
                "{name}: only a list of choices has one"
            );
        }
    }

    #[test]
    fn a_field_a_revision_offers_is_one_the_form_asks_or_a_length_only_a_revision_changes() {
        for spec in &schema().types {
            for field in &spec.revisable {
                let years = schema().fields[field].input == Input::Years;
                assert!(
                    spec.asks.contains(field) || years,
                    "{}: {field} is revisable but never asked",
                    spec.document_type
                );
            }
        }
    }

    #[test]
    fn an_other_type_offers_mutual_or_one_way_only_when_its_document_was_made_with_an_answer() {
        let mut data = crate::domain::document_data::tests::sample_data();
        data.document_type = DocumentType::Other.label().to_string();
        assert!(!schema().may_revise(&data, "mutuality"));
        data.details.mutuality = "Mutual".into();
        assert!(schema().may_revise(&data, "mutuality"));
        data.document_type = DocumentType::Nda.label().to_string();
        assert!(schema().may_revise(&data, "termYears"));
        data.document_type = DocumentType::PrivacyPolicy.label().to_string();
        assert!(!schema().may_revise(&data, "termYears"));
    }
}
