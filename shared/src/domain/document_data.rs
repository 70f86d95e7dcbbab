//! The order draft the form sends (spec §3) and its validated form.
//!
//! `DocumentData` is the wire shape, kept as the browser sent it so it can be stored and handed back.
//! `DocumentRequest` is what the rest of the code trusts: built once by `DocumentData::validate`.

use super::details::{Details, DocumentDetailsData};
use super::options::{BusinessType, DocumentType, Industry, ProtectionLevel, SpecialClause};
use super::state::UsState;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use std::collections::BTreeMap;

pub const MAX_BUSINESS_NAME_CHARS: usize = 200;
pub const MAX_CUSTOM_INSTRUCTIONS_CHARS: usize = 5_000;
pub const MAX_DESCRIPTION_CHARS: usize = 2_000;
pub const MAX_QUESTION_ANSWER_PAIRS: usize = 20;
pub const MAX_QUESTION_ANSWER_CHARS: usize = 1_000;

/// The form data exactly as the browser sends and stores it (spec §3 field names, option labels as values).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DocumentData {
    pub document_type: String,
    pub business_name: String,
    pub business_type: String,
    pub state_jurisdiction: String,
    pub industry: String,
    pub protection_level: String,
    pub special_clauses: Vec<String>,
    pub custom_instructions: String,
    pub pricing_tier: String,
    #[serde(skip_serializing_if = "Option::is_none", deserialize_with = "optional_object")]
    pub custom_document: Option<CustomDocumentData>,
    /// The optional facts that decide legality ('Details that make your document stronger').
    #[serde(skip_serializing_if = "is_unanswered", deserialize_with = "object")]
    pub details: DocumentDetailsData,
}

/// `T` from a JSON object only. Serde's derived structs also take an array of their fields in order (`[]` would be
/// a `customDocument` with every field empty), which no client sends and the API's schema forbids (docs/openapi.json;
/// schemathesis sent one).
pub fn object<'de, D: Deserializer<'de>, T: DeserializeOwned>(deserializer: D) -> Result<T, D::Error> {
    from_map(JsonObject::deserialize(deserializer)?)
}

/// `T` from a JSON object, or none from `null`; an array is refused as by [`object`].
pub fn optional_object<'de, D: Deserializer<'de>, T: DeserializeOwned>(deserializer: D) -> Result<Option<T>, D::Error> {
    Option::<JsonObject>::deserialize(deserializer)?.map(from_map).transpose()
}

/// A list of `T`, each from a JSON object only (see [`object`]).
fn objects<'de, D: Deserializer<'de>, T: DeserializeOwned>(deserializer: D) -> Result<Vec<T>, D::Error> {
    Vec::<JsonObject>::deserialize(deserializer)?.into_iter().map(from_map).collect()
}

type JsonObject = serde_json::Map<String, serde_json::Value>;

/// The one step the three share: `T` read from an object already known to be one.
fn from_map<T: DeserializeOwned, E: serde::de::Error>(map: JsonObject) -> Result<T, E> {
    T::deserialize(serde_json::Value::Object(map)).map_err(E::custom)
}

fn is_unanswered(details: &DocumentDetailsData) -> bool {
    *details == DocumentDetailsData::default()
}

/// The extra data of an 'Other (Beta)' document.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct CustomDocumentData {
    pub specific_document_type: String,
    pub document_description: String,
    #[serde(deserialize_with = "objects")]
    pub question_answer_pairs: Vec<QuestionAnswer>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct QuestionAnswer {
    pub question: String,
    pub answer: String,
}

/// A validated order: every option parsed, every text trimmed and within its limit. It is what the admission
/// (`crate::admission`) hands on and what a generation job keeps: stored in this typed form (options by their
/// labels, amounts in cents), it is read back without parsing the form again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DocumentRequest {
    pub document_type: DocumentType,
    pub business_name: String,
    pub business_type: BusinessType,
    pub state: UsState,
    pub industry: Industry,
    pub protection_level: ProtectionLevel,
    pub special_clauses: Vec<SpecialClause>,
    pub custom_instructions: String,
    pub custom_document: Option<CustomDocument>,
    pub details: Details,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CustomDocument {
    pub name: String,
    pub description: String,
    pub questions: Vec<QuestionAnswer>,
}

/// Field-by-field problems, keyed by the wire field name, with the spec's messages (§5).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldErrors(pub BTreeMap<&'static str, String>);

impl FieldErrors {
    fn add(&mut self, field: &'static str, message: impl Into<String>) {
        self.0.entry(field).or_insert_with(|| message.into());
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The first problem in form order, for a one-line error message.
    pub fn first_message(&self) -> Option<&str> {
        FORM_ORDER.iter().find_map(|f| self.0.get(f)).or_else(|| self.0.values().next()).map(String::as_str)
    }
}

const FORM_ORDER: [&str; 5] = ["documentType", "businessName", "businessType", "stateJurisdiction", "industry"];

fn required<T>(
    errors: &mut FieldErrors,
    field: &'static str,
    raw: &str,
    missing: &str,
    parse: impl Fn(&str) -> Option<T>,
) -> Option<T> {
    if raw.trim().is_empty() {
        errors.add(field, missing);
        return None;
    }
    let parsed = parse(raw);
    if parsed.is_none() {
        errors
            .add(field, format!("{missing_label} is not one of the offered options", missing_label = label_of(field)));
    }
    parsed
}

fn label_of(field: &str) -> &'static str {
    match field {
        "documentType" => "Document Type",
        "businessName" => "Business Name",
        "businessType" => "Business Type",
        "stateJurisdiction" => "State/Jurisdiction",
        "industry" => "Industry",
        "protectionLevel" => "Protection Level",
        _ => "Field",
    }
}

/// Limits count the text as sent, surrounding spaces included: that is the form that is stored and handed back.
fn within(errors: &mut FieldErrors, field: &'static str, text: &str, max: usize, what: &str) {
    if text.chars().count() > max {
        errors.add(field, format!("{what} must be at most {max} characters"));
    }
}

impl DocumentData {
    /// Parses the form data into a `DocumentRequest`, or says what is wrong with each field.
    pub fn validate(&self) -> Result<DocumentRequest, FieldErrors> {
        let mut errors = FieldErrors::default();
        let document_type = required(
            &mut errors,
            "documentType",
            &self.document_type,
            "Document type is required",
            DocumentType::parse,
        );
        let business_name = self.business_name.trim().to_string();
        if business_name.is_empty() {
            errors.add("businessName", "Business name is required");
        }
        within(&mut errors, "businessName", &self.business_name, MAX_BUSINESS_NAME_CHARS, "Business name");
        let business_type = required(
            &mut errors,
            "businessType",
            &self.business_type,
            "Business type is required",
            BusinessType::parse,
        );
        let state = required(
            &mut errors,
            "stateJurisdiction",
            &self.state_jurisdiction,
            "State/Jurisdiction is required",
            UsState::parse,
        );
        let industry = required(&mut errors, "industry", &self.industry, "Industry is required", Industry::parse);
        // The spec defaults the protection level to 'Comprehensive'; an empty value takes the default.
        let protection_level = if self.protection_level.trim().is_empty() {
            Some(ProtectionLevel::Comprehensive)
        } else {
            required(
                &mut errors,
                "protectionLevel",
                &self.protection_level,
                "Protection level is required",
                ProtectionLevel::parse,
            )
        };
        let mut special_clauses = Vec::new();
        for raw in &self.special_clauses {
            match SpecialClause::parse(raw) {
                Some(clause) if !special_clauses.contains(&clause) => special_clauses.push(clause),
                Some(_) => {}
                None => errors.add("specialClauses", format!("Unknown special clause: {}", truncate(raw, 40))),
            }
        }
        within(
            &mut errors,
            "customInstructions",
            &self.custom_instructions,
            MAX_CUSTOM_INSTRUCTIONS_CHARS,
            "Custom instructions",
        );
        let custom_instructions = self.custom_instructions.trim().to_string();
        let custom_document = self.validate_custom_document(document_type, &mut errors);
        let details = self.details.parse().unwrap_or_else(|detail_errors| {
            for (field, message) in detail_errors {
                errors.add(field, message);
            }
            Details::default()
        });

        match (document_type, business_type, state, industry, protection_level) {
            (Some(document_type), Some(business_type), Some(state), Some(industry), Some(protection_level))
                if errors.is_empty() =>
            {
                Ok(DocumentRequest {
                    document_type,
                    business_name,
                    business_type,
                    state,
                    industry,
                    protection_level,
                    special_clauses,
                    custom_instructions,
                    custom_document,
                    details,
                })
            }
            _ => Err(errors),
        }
    }

    fn validate_custom_document(
        &self,
        document_type: Option<DocumentType>,
        errors: &mut FieldErrors,
    ) -> Option<CustomDocument> {
        // The limits bound what is stored with the code, so they hold whatever the type; only 'Other (Beta)' uses
        // the custom document, and needs its name.
        if let Some(custom) = &self.custom_document {
            let name = &custom.specific_document_type;
            within(errors, "specificDocumentType", name, MAX_BUSINESS_NAME_CHARS, "Document type");
            within(errors, "documentDescription", &custom.document_description, MAX_DESCRIPTION_CHARS, "Description");
            if custom.question_answer_pairs.len() > MAX_QUESTION_ANSWER_PAIRS {
                let message = format!("At most {MAX_QUESTION_ANSWER_PAIRS} questions can be answered");
                errors.add("questionAnswerPairs", message);
            }
            for pair in &custom.question_answer_pairs {
                within(errors, "questionAnswerPairs", &pair.question, MAX_QUESTION_ANSWER_CHARS, "Each question");
                within(errors, "questionAnswerPairs", &pair.answer, MAX_QUESTION_ANSWER_CHARS, "Each answer");
            }
        }
        if document_type != Some(DocumentType::Other) {
            return None;
        }
        let custom = self.custom_document.clone().unwrap_or_default();
        let name = custom.specific_document_type.trim().to_string();
        if name.is_empty() {
            errors.add("specificDocumentType", "Please enter the type of document you need");
        }
        let description = custom.document_description.trim().to_string();
        Some(CustomDocument { name, description, questions: custom.question_answer_pairs })
    }

    /// Spec §5 'Saved document data': usable only when the six core fields are all non-empty.
    pub fn is_complete(&self) -> bool {
        [
            &self.document_type,
            &self.business_name,
            &self.business_type,
            &self.state_jurisdiction,
            &self.industry,
            &self.protection_level,
        ]
        .iter()
        .all(|v| !v.trim().is_empty())
    }
}

impl DocumentRequest {
    /// The document's display name: the custom name for 'Other (Beta)', else the type label.
    pub fn document_title(&self) -> String {
        match &self.custom_document {
            Some(custom) if self.document_type == DocumentType::Other && !custom.name.is_empty() => custom.name.clone(),
            _ => self.document_type.label().to_string(),
        }
    }

    /// Spec §9: document type and business name with spaces replaced by hyphens, ending .docx.
    /// Characters that are unsafe in file names are dropped.
    pub fn file_name(&self) -> String {
        file_name_for(&self.document_title(), &self.business_name)
    }

    pub fn has_clause(&self, clause: SpecialClause) -> bool {
        self.special_clauses.contains(&clause)
    }
}

/// The file name of version `version` of a document named `file_name` (docs/api.md): a revision's carries its
/// version before the extension ("Non-Disclosure-Agreement-Acme-Widgets-v2.docx"), so the buyer's versions never
/// share a name; version 1 keeps spec §9's name. A name that already carries it is kept.
pub fn versioned_file_name(file_name: &str, version: u32) -> String {
    let stem = file_name.strip_suffix(".docx").unwrap_or(file_name);
    let suffix = format!("-v{version}");
    if version < 2 || stem.ends_with(&suffix) {
        return file_name.to_string();
    }
    format!("{stem}{suffix}.docx")
}

/// The downloaded file's name (spec §9), safe for a Content-Disposition header.
pub fn file_name_for(document_title: &str, business_name: &str) -> String {
    let raw = format!("{document_title} {business_name}");
    let cleaned: String = raw
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.' | '(' | ')' | '&'))
        .collect();
    let hyphenated = cleaned.split_whitespace().collect::<Vec<_>>().join("-");
    format!("{hyphenated}.docx")
}

fn truncate(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub fn sample_data() -> DocumentData {
        DocumentData {
            document_type: "Non-Disclosure Agreement".into(),
            business_name: "Acme Widgets".into(),
            business_type: "Limited Liability Company (LLC)".into(),
            state_jurisdiction: "California".into(),
            industry: "Technology".into(),
            protection_level: "Comprehensive".into(),
            special_clauses: vec!["non-compete".into()],
            custom_instructions: String::new(),
            pricing_tier: "$19".into(),
            custom_document: None,
            details: DocumentDetailsData::default(),
        }
    }

    /// A job keeps its admitted order as JSON: every field, answered, comes back as it was, without the form being
    /// parsed again (an amount stays in cents, an option is stored by its label).
    #[test]
    fn the_typed_order_is_stored_and_read_back_whole() {
        use crate::domain::details::{Profession, SensitiveData};
        let mut data = sample_data();
        data.document_type = "Other (Beta)".into();
        data.special_clauses = vec!["non-compete".into(), "data-protection".into()];
        data.custom_instructions = "Pay net 15.\nVERBATIM: Exactly this.".into();
        data.custom_document = Some(CustomDocumentData {
            specific_document_type: "Consulting Agreement".into(),
            document_description: "Advice on store layouts.".into(),
            question_answer_pairs: vec![QuestionAnswer { question: "Fee?".into(), answer: "$4,000".into() }],
        });
        data.details = DocumentDetailsData {
            annual_pay: "$85,000.50".into(),
            exempt_status: "Non-exempt".into(),
            work_state: "Nevada".into(),
            profession: Profession::ALL[1].label().into(),
            contract_value: "12,000".into(),
            payment_dates: "within 30 days of each invoice".into(),
            sells_or_shares_data: "No".into(),
            targeted_advertising: "Yes".into(),
            sensitive_data: vec![SensitiveData::ALL[1].label().into()],
            mutuality: "Mutual".into(),
            purpose: "evaluating a partnership".into(),
            business_role: "Consultant".into(),
            owner_name: "Ana Ruiz".into(),
            counterparty_name: "Bay Shops LLC".into(),
            counterparty_entity_type: "Individual".into(),
            counterparty_state: "Oregon".into(),
            term_years: "3".into(),
            confidentiality_years: "5".into(),
        };
        let order = data.validate().expect("a valid order");
        let stored = serde_json::to_string(&order).expect("serialises");
        assert!(stored.contains("\"annualPay\":8500050"), "cents: {stored}");
        assert!(stored.contains("\"state\":\"California\""), "labels: {stored}");
        let read: DocumentRequest = serde_json::from_str(&stored).expect("reads back");
        assert_eq!(read, order);
        // A stored order is trusted, but not blindly: a value no form could make is refused on reading.
        let tampered = stored.replace("\"state\":\"California\"", "\"state\":\"Atlantis\"");
        assert!(serde_json::from_str::<DocumentRequest>(&tampered).is_err());
    }

    #[test]
    fn valid_data_parses_into_a_request() {
        let request = sample_data().validate().unwrap();
        assert_eq!(request.state, UsState::California);
        assert_eq!(request.business_type, BusinessType::Llc);
        assert_eq!(request.special_clauses, vec![SpecialClause::NonCompete]);
        assert_eq!(request.file_name(), "Non-Disclosure-Agreement-Acme-Widgets.docx");
    }

    #[test]
    fn missing_fields_get_the_spec_messages_and_whitespace_counts_as_empty() {
        let data = DocumentData { business_name: "   ".into(), ..DocumentData::default() };
        let errors = data.validate().unwrap_err();
        assert_eq!(errors.0["documentType"], "Document type is required");
        assert_eq!(errors.0["businessName"], "Business name is required");
        assert_eq!(errors.0["businessType"], "Business type is required");
        assert_eq!(errors.0["stateJurisdiction"], "State/Jurisdiction is required");
        assert_eq!(errors.0["industry"], "Industry is required");
        assert_eq!(errors.first_message(), Some("Document type is required"));
    }

    #[test]
    fn unknown_options_and_oversized_text_are_refused() {
        let mut data = sample_data();
        data.state_jurisdiction = "Ontario".into();
        data.custom_instructions = "x".repeat(MAX_CUSTOM_INSTRUCTIONS_CHARS + 1);
        data.special_clauses.push("free-lunch".into());
        let errors = data.validate().unwrap_err();
        assert!(errors.0.contains_key("stateJurisdiction"));
        assert!(errors.0.contains_key("customInstructions"));
        assert!(errors.0.contains_key("specialClauses"));
    }

    #[test]
    fn limits_count_the_text_as_sent_surrounding_spaces_included() {
        let at_limit = DocumentData { business_name: "x".repeat(MAX_BUSINESS_NAME_CHARS), ..sample_data() };
        assert!(at_limit.validate().is_ok());
        // Stored and handed back as sent, so the spaces count: a schema's maxLength says the same.
        let padded = DocumentData { business_name: format!(" {} ", at_limit.business_name), ..sample_data() };
        assert!(padded.validate().unwrap_err().0.contains_key("businessName"));
        let instructions = format!("{} ", "y".repeat(MAX_CUSTOM_INSTRUCTIONS_CHARS));
        let long = DocumentData { custom_instructions: instructions, ..sample_data() };
        assert!(long.validate().unwrap_err().0.contains_key("customInstructions"));
    }

    #[test]
    fn a_custom_document_is_bounded_whatever_the_document_type() {
        let oversized = CustomDocumentData {
            specific_document_type: String::new(),
            document_description: "d".repeat(MAX_DESCRIPTION_CHARS + 1),
            question_answer_pairs: vec![QuestionAnswer::default(); MAX_QUESTION_ANSWER_PAIRS + 1],
        };
        // An NDA does not use it, but it would be stored with the code all the same.
        let nda = DocumentData { custom_document: Some(oversized.clone()), ..sample_data() };
        let errors = nda.validate().unwrap_err();
        assert!(errors.0.contains_key("documentDescription"));
        assert!(errors.0.contains_key("questionAnswerPairs"));
        assert!(!errors.0.contains_key("specificDocumentType"), "only 'Other (Beta)' needs a name");

        let small = CustomDocumentData { document_description: "d".into(), ..oversized };
        let nda = DocumentData {
            custom_document: Some(CustomDocumentData { question_answer_pairs: vec![], ..small }),
            ..sample_data()
        };
        assert!(nda.validate().is_ok());
    }

    #[test]
    fn file_names_drop_unsafe_characters() {
        assert_eq!(file_name_for("Terms of Service", "Bob's \"Diner\"/Grill"), "Terms-of-Service-Bobs-DinerGrill.docx");
    }

    #[test]
    fn a_revision_s_file_name_carries_its_version() {
        let name = "Non-Disclosure-Agreement-Acme-Widgets.docx";
        assert_eq!(versioned_file_name(name, 1), name);
        assert_eq!(versioned_file_name(name, 2), "Non-Disclosure-Agreement-Acme-Widgets-v2.docx");
        assert_eq!(versioned_file_name(name, 12), "Non-Disclosure-Agreement-Acme-Widgets-v12.docx");
        assert_eq!(
            versioned_file_name("Non-Disclosure-Agreement-Acme-Widgets-v2.docx", 2),
            "Non-Disclosure-Agreement-Acme-Widgets-v2.docx"
        );
    }

    #[test]
    fn completeness_follows_the_saved_data_rule() {
        assert!(sample_data().is_complete());
        let incomplete = DocumentData { industry: " ".into(), ..sample_data() };
        assert!(!incomplete.is_complete());
    }
}
